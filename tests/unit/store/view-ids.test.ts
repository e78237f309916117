/** What the view counter counts (src/lib/store/view-ids.ts): records, stories and exhibitions, nothing else. */
import { describe, expect, it } from 'vitest';
import { editorialViewId, isViewId } from '../../../src/lib/store/view-ids.ts';

describe('view ids', () => {
  it('are a record, a story or an exhibition', () => {
    for (const id of ['/2000001/aic_93784', '/12/https___www_searchculture_gr_aggregator_edm_pandektis_monastery_000084_10442_125747', 'stories/monet-at-etretat', 'exhibitions/gold-and-devotion', editorialViewId('stories', 'a-fortepiano-from-1788')]) {
      expect(isViewId(id), id).toBe(true);
    }
  });

  it('refuse anything else: other pages, paths, upper case, empty slugs, long ids', () => {
    for (const id of ['', '/', 'stories/', 'stories/Monet', 'stories/monet/chapter', 'stories/../item', 'galleries/12-sportswear', 'exhibitions/gold--devotion', '/2000001/', `stories/${'a'.repeat(300)}`, 'stories/monet-at-etretat ']) {
      expect(isViewId(id), JSON.stringify(id)).toBe(false);
    }
  });
});
