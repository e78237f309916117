import type { SeedBuilder } from './build.ts';
import { staticPage } from './static-pages.ts';

/**
 * `/contact-us` (the target of the legacy `/contact` rule) and the two migration pages the legacy
 * `/collections/migration/…` rules send visitors to (src/lib/routing/legacy/data/static-pages.json), so that
 * none of those redirects ends on a 404 (issue 18).
 */
export function addContactAndMigrationPages(b: SeedBuilder): void {
  staticPage(b, 'contact-us', 'Contact us', 'Where to ask a question, report a problem or correct an item\'s data.', [
    { headline: 'Questions about using the portal', text: 'Most answers are in [Help](/help) and the [frequently asked questions](/faq): searching, filters, item pages, accounts, galleries and languages.' },
    { headline: 'A problem with the portal', text: 'Something broken, hard to use or inaccessible? Use the feedback button at the bottom of the page, or open an issue in the project\'s issue tracker. Name the page, what you did and what went wrong; a screenshot helps.' },
    { headline: 'A mistake in an item', text: 'Item data comes from the institution that holds the object. Its name and a link to its own website are on every item page: write to it there, quoting the item\'s address, so the correction reaches every site that shows the item.' },
    { headline: 'Your personal data', text: 'To see, correct or delete the data of your account, contact the operator of this installation. What is stored, and why, is set out in the [privacy statement](/rights/privacy-statement).' },
    { headline: 'Sharing your collection', text: 'Institutions that would like their collections to appear here will find the steps on [share your collections](/share-your-collections).' },
  ], [['Help', '/help'], ['Frequently asked questions', '/faq'], ['About us', '/about-us']]);

  staticPage(b, 'europeana-migration-collection-days', 'Migration collection days', 'Days when people brought objects and stories of migration to be photographed, recorded and shared.', [
    { text: 'Almost every family has a story of moving: a grandparent who left to find work, a couple who crossed a border to marry, children who grew up in a language their parents learned as adults. The objects that travel with those stories (a suitcase, a passport, a recipe book, a letter home) rarely reach a museum.' },
    { headline: 'How a collection day works', text: 'A library, archive or museum invites people to bring such objects for a day. Volunteers photograph or scan each one and write down the story its owner tells: who moved, from where to where, when and why. The owner takes the object home again; the pictures and the story are published online under an open licence, with the owner\'s consent, for anyone to find.' },
    { headline: 'Where the idea comes from', text: 'Europeana first ran such days for the First World War centenary, gathering letters, photographs and keepsakes from families across Europe. From 2017 the same approach was used for migration, with collection days held in libraries and archives in many European cities, together with online contributions.' },
    { headline: 'Running one yourself', text: '- **Partners:** a venue used to the public, and a local community or association that people trust.\n- **Equipment:** a camera or scanner, neutral background, good light, and a laptop with the contribution form.\n- **Consent:** a clear form saying what will be published, under which licence, and how to withdraw.\n- **Time:** allow twenty to thirty minutes per object, story included.' },
    { headline: 'Explore', text: 'The sample collection of this installation holds none of those contributions. Read the [stories from the cities that held collection days](/migration/explore-migration-stories-from-events-in-these-cities), and open the [migration topic](/collections/topic/128-migration) to find related items.' },
  ], [['Stories from collection days', '/migration/explore-migration-stories-from-events-in-these-cities'], ['Migration', '/collections/topic/128-migration'], ['Share your collections', '/share-your-collections']]);

  staticPage(b, 'migration/explore-migration-stories-from-events-in-these-cities', 'Migration stories from collection days', 'The kinds of story people told when they brought their migration objects to a collection day.', [
    { text: 'At each collection day, the object was the way into a story. Looking back over the contributions, a few kinds of story return again and again, whatever the city and whatever the decade.' },
    { headline: 'Leaving for work', text: 'Miners, builders, nurses and seasonal farm workers who went where the jobs were, often meaning to stay a year or two and staying a lifetime. Their objects are work permits, pay books, tools and the photographs they sent home to show that all was well.' },
    { headline: 'Fleeing', text: 'Families who left because of war, persecution or a border that moved over them. What they carried had to fit in a bag: a few photographs, documents, a piece of jewellery that could be sold, sometimes a toy.' },
    { headline: 'Studying and marrying', text: 'Students who came for a degree and met a partner, and couples who settled in a third country where neither had been born. Their objects are letters, wedding photographs, dictionaries full of notes.' },
    { headline: 'Keeping in touch', text: 'Cassette tapes recorded for grandparents, postcards, phone cards and parcels of food: the ways families stayed close across distance, and the recipes and songs that travelled with them.' },
    { headline: 'Find more', text: 'Read how a [collection day](/europeana-migration-collection-days) works, or explore the [migration topic](/collections/topic/128-migration).' },
  ], [['Migration collection days', '/europeana-migration-collection-days'], ['Migration', '/collections/topic/128-migration']]);
}
