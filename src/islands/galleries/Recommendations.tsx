import { useEffect, useState } from 'react';
import { callApi, label, toast } from '../shared/api.ts';
import { reviewRecommendation } from '../../lib/sets/selection.ts';

interface Recommended {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  readonly thumbnail: string | undefined;
}

export interface RecommendationsProps {
  readonly galleryId: string;
  readonly labels: Readonly<Record<string, string>>;
}

/** Recommended items for the owner's gallery: accept (joins the gallery) or reject. */
export default function Recommendations({ galleryId, labels }: RecommendationsProps) {
  const [items, setItems] = useState<readonly Recommended[] | undefined>();
  const [busy, setBusy] = useState(false);
  const [reviewed] = useState(() => new Set<string>());
  const l = (key: string) => label(labels, key);

  useEffect(() => {
    callApi<{ items: Recommended[] }>(`recommendations?set=${encodeURIComponent(galleryId)}`, { quiet: true })
      .then((r) => setItems(r.items))
      .catch(() => setItems([]));
  }, [galleryId]);

  const review = async (item: Recommended, accept: boolean) => {
    if (busy || !items) return;
    setBusy(true);
    try {
      const r = await callApi<{ items: Recommended[] }>('recommendations', { method: 'POST', body: { set: galleryId, id: item.id, accept } });
      reviewed.add(item.id);
      setItems(reviewRecommendation(items, item.id, r.items.filter((i) => !reviewed.has(i.id))));
      if (accept) toast(l('galleries.recommendations.accept'));
    } catch {
      // The toast said why.
    } finally {
      setBusy(false);
    }
  };

  // Rendered while loading too: an island with nothing on the page is never seen, so never hydrated (client:visible).
  return (
    <section className="recommendations" aria-labelledby="recommendations-heading" aria-busy={items === undefined} data-qa="gallery-recommendations">
      <h2 id="recommendations-heading">{l('galleries.recommendations')}</h2>
      {items === undefined ? (
        <p>…</p>
      ) : items.length === 0 ? (
        <p>{l('galleries.recommendations.none')}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.id} data-qa="recommended-item" data-item-id={item.id}>
              <a href={item.href}>{item.thumbnail ? <img src={item.thumbnail} alt="" width="120" height="90" loading="lazy" /> : null}<span>{item.title}</span></a>
              <button type="button" className="button secondary" disabled={busy} onClick={() => void review(item, true)} data-qa="recommendation-accept">{l('galleries.recommendations.accept')}</button>{' '}
              <button type="button" className="button secondary" disabled={busy} onClick={() => void review(item, false)} data-qa="recommendation-reject">{l('galleries.recommendations.reject')}</button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
