import type { SeedBuilder } from './build.ts';

export interface Section {
  readonly headline?: string;
  readonly text: string;
}

/** One static page (`/{identifier}`), its sections as rich text and optional related links. */
export function staticPage(b: SeedBuilder, identifier: string, name: string, description: string, sections: readonly Section[], related?: readonly (readonly [string, string])[]): string {
  const id = `static-${identifier.replace(/\//g, '-')}`;
  const parts = sections.map((section, index) => b.text(`${id}-${String(index + 1)}`, section.text, section.headline));
  const relatedLinks = related === undefined
    ? undefined
    : b.add('linkGroup', `${id}-related`, {
      identifier: `${identifier}-related`,
      name: 'Related pages',
      links: related.map(([text, url], index) => b.link(`${id}-related-${String(index + 1)}`, text, url)),
    });
  return b.add('staticPage', id, { identifier, site: 'www.europeana.eu', name, description, automatedTranslation: false, hasPart: parts, relatedLinks });
}

/** Every page under `/rights`, in the order the overview lists them; each links to the others it names. */
const POLICIES: readonly (readonly [string, string])[] = [
  ['Terms of use', '/rights/terms-of-use'],
  ['Privacy statement', '/rights/privacy-statement'],
  ['Cookies policy', '/rights/cookies-policy'],
  ['Accessibility policy', '/rights/accessibility-policy'],
  ['API terms of use', '/rights/api-terms-of-use'],
  ['Terms for user contributions', '/rights/terms-for-user-contributions'],
  ['Usage guidelines for metadata', '/rights/usage-guidelines-for-metadata'],
  ['Public domain usage guidelines', '/rights/public-domain-usage-guidelines'],
  ['Data sources', '/rights/europeana-data-sources'],
  ['Language policy', '/rights/language-policy'],
];

/** The related links of a page under `/rights`: the overview and the main policies, without the page itself. */
export function policiesBut(url: string): (readonly [string, string])[] {
  return [['Terms of use and policies', '/rights'] as const, ...POLICIES.slice(0, 4)].filter(([, to]) => to !== url);
}

export function addStaticPages(b: SeedBuilder): void {
  staticPage(b, 'help', 'Help', 'How to search, filter, view and reuse items, and how accounts, galleries and languages work.', [
    { headline: 'Searching', text: 'Type words in the search box and press Enter. The search looks in titles, creators, descriptions, subjects, dates and places.\n\n- Put a phrase in quotes to find it exactly: `"saint george"`.\n- Combine words with `AND`, `OR` and `NOT`: `monet NOT etretat`.\n- Search one field with a prefix: `who:renoir`, `title:landscape`, `when:1885`, `what:tempera`.\n- `*` alone lists everything.\n\nWhen you are signed in, searches in another language can also match through translated names of people, places and subjects.' },
    { headline: 'Filtering and viewing results', text: 'Use the filters beside the results to narrow them by type, rights, provider, country, colour, image size and more; the number next to each value tells how many results you will get. Switch between the list, grid and mosaic views with the buttons above the results; your choice is remembered. Only the first 1,000 results of a search can be paged through: add words or filters to reach the rest.' },
    { headline: 'Item pages', text: 'An item page shows the media (zoomable when the provider offers IIIF), the full description and the rights statement. The rights statement says what you may do with the item: public-domain and CC0 items may be reused freely; other licences set conditions, such as naming the creator.' },
    { headline: 'Your account', text: 'Sign in to like items, group them in galleries (private or public), and create a personal API key. Likes and galleries are stored by this installation of the portal only. You can delete a gallery or disable an API key at any time on your account page.' },
    { headline: 'Languages', text: 'Choose a language from the language menu; the page stays the same and the interface switches. Editorial pages are shown in your language when a translation exists and in English otherwise. Item metadata is shown as the provider supplied it.' },
    { headline: 'Still stuck?', text: 'Look at the [frequently asked questions](/faq). Problems with the portal itself can be reported in the project\'s issue tracker.' },
  ], [['Frequently asked questions', '/faq'], ['About us', '/about-us']]);

  staticPage(b, 'faq', 'Frequently asked questions', 'Short answers to the questions visitors ask most.', [
    { headline: 'What is in this portal?', text: 'A sample collection: 267 paintings from the Art Institute of Chicago, all in the public domain, plus a selection of real Europeana records from museums, libraries and archives across Europe. The collection is small on purpose, so that the whole portal can run on one computer.' },
    { headline: 'Can I download and reuse the images?', text: 'The Art Institute of Chicago paintings are in the public domain and their images and metadata are released under CC0: you can use them for any purpose without asking. For every other item, check the rights statement on its item page.' },
    { headline: 'Why does a search find fewer results than I expected?', text: 'Only a few hundred records are loaded. Try fewer words, remove filters, or search a single field such as `who:` or `what:` (see [Help](/help)).' },
    { headline: 'Do I need an account?', text: 'No. Searching, viewing items and reading stories work without one. An account lets you like items, make galleries and get a personal API key.' },
    { headline: 'How do I get an API key?', text: 'Sign in and open *API keys* on your account page. One personal key can be enabled at a time. See [the APIs page](/apis) for what you can do with it.' },
    { headline: 'Who writes the stories and exhibitions?', text: 'The portal editorial team, from the metadata of the works and well-established art history. Each story names the works it discusses and links to them.' },
    { headline: 'How can I suggest a feature?', text: 'Vote on the [feature ideas](/feature-ideas) already proposed, or open an issue in the project\'s tracker.' },
  ], [['Help', '/help'], ['About us', '/about-us']]);

  // Written for visitors, as a cultural portal's About page: what is here, where it comes from, what you may do
  // with it (issue 26, item 13: the page read like the project's README).
  staticPage(b, 'about-us', 'About us', 'Europe\'s cultural heritage, open to everyone: what you can find here, where it comes from, and how you can use it.', [
    { text: 'Museums, galleries, libraries and archives across Europe look after paintings, books, photographs, maps, letters, music and films that tell the story of our shared past. Many of them are now digitised. This portal brings them together in one place, so that anyone can discover them, learn from them and use them: for study, for teaching, for research or simply for pleasure.' },
    { headline: 'What you will find', text: 'At the heart of the collection are 267 paintings from the Art Institute of Chicago, from gold-ground altarpieces of the thirteenth century to the Impressionists, all in the public domain. Beside them are records from institutions across Europe: photographs, manuscripts, maps, newspapers, musical instruments and sound recordings. Every item names the institution that holds it and links to its own website. [Search the collections](/search?query=*) or [browse them by theme](/themes).' },
    { headline: 'Stories and exhibitions', text: 'Our editors write [stories and exhibitions](/stories) about the works: the saints of medieval altarpieces and how to recognise them, Monet on the cliffs of Étretat, the painters who worked in the forest of Barbizon. Each one names the works it discusses, so you can look at them closely and read where they come from.' },
    { headline: 'Use what you find', text: 'Each item page tells you, in its rights statement, what you may do with the item. Works in the public domain and those under open licences can be downloaded and reused, for any purpose or with the conditions the licence names. The descriptions of the items are free for everyone to use. Developers can work with the same data through [our APIs](/apis).' },
    { headline: 'Make it your own', text: 'With a free account you can like items and gather them in [galleries](/galleries): keep them to yourself, share them with a link, or ask for them to be published for everyone to see.' },
    { headline: 'For everyone', text: '- **In your language:** the portal speaks 25 European languages.\n- **Accessible:** we build and test every page so that it can be used with a keyboard, a screen reader or a magnifier (see our [accessibility policy](/rights/accessibility-policy)).\n- **Respectful of your privacy:** nothing tracks you unless you agree (see our [privacy statement](/rights/privacy-statement)).' },
    { headline: 'Get involved', text: 'Do you work at a museum, library or archive? [Share your collections](/share-your-collections) with a wider audience. A question, an idea or a mistake to report? [Contact us](/contact-us); we read every message.' },
  ], [['Help', '/help'], ['Share your collections', '/share-your-collections'], ['APIs', '/apis']]);

  staticPage(b, 'rights', 'Terms of use and policies', 'The terms and policies that apply to this portal, its content, its data and its APIs, on one page.', [
    { text: 'Using this portal means accepting its [terms of use](/rights/terms-of-use). The other pages below say how it treats your personal data, what you may do with the data and media it shows, and what it promises in accessibility and languages.' },
    { headline: 'Terms', text: '- [Terms of use](/rights/terms-of-use): the rules for using the portal, its content and its APIs.\n- [API terms of use](/rights/api-terms-of-use): what a personal API key lets you do, and its limits.\n- [Terms for user contributions](/rights/terms-for-user-contributions): your galleries, their titles and descriptions, and feedback you send.' },
    { headline: 'Your data', text: '- [Privacy statement](/rights/privacy-statement): what personal data is processed, why, and your rights.\n- [Cookies policy](/rights/cookies-policy): the cookies the portal sets, and how to choose.\n- [Newsletter privacy statement](/privacy-statement-newsletter): how subscriber details are handled.' },
    { headline: 'Reusing data and media', text: '- [Usage guidelines for metadata](/rights/usage-guidelines-for-metadata): the descriptions of items are CC0; how to credit them all the same.\n- [Public domain usage guidelines](/rights/public-domain-usage-guidelines): reusing works whose copyright has expired.\n- [Data sources](/rights/europeana-data-sources): where the items and images of this installation come from.' },
    { headline: 'Commitments', text: '- [Accessibility policy](/rights/accessibility-policy): the standard the portal aims for, and its known limitations.\n- [Language policy](/rights/language-policy): which languages the interface, the editorial pages and the item data come in.' },
  ], [['Contact us', '/contact-us'], ['Help', '/help']]);

  staticPage(b, 'rights/terms-of-use', 'Terms of use', 'The rules for using this portal, its content and its APIs.', [
    { headline: 'Using the portal', text: 'You may use this portal to search, view and reuse cultural heritage for any lawful purpose. Do not try to disrupt the service, to get around its limits, or to access other people\'s accounts.' },
    { headline: 'Metadata and media', text: 'Item metadata is available under the Creative Commons CC0 public domain dedication. Media files (images, sound, video, texts) keep the rights of their providers, shown on each item page as a rights statement: follow it when you reuse an item. The Art Institute of Chicago images in the sample collection are CC0.' },
    { headline: 'Editorial content', text: 'Stories, exhibitions and pages are published with the source code of this open-source project and may be reused under the licence of the project\'s repository. Images in them keep the rights named in their attribution.' },
    { headline: 'Your contributions', text: 'Galleries you make public can be seen by anyone with the link. You are responsible for their titles and descriptions; galleries that break these terms may be removed by the operator of this installation.' },
    { headline: 'APIs', text: 'Personal API keys are for your own use. The translation service has a daily quota. Keys that are abused may be disabled.' },
    { headline: 'No warranty', text: 'The portal and its data are provided as they are. Metadata comes from the providing institutions and may contain errors; please report them to the institution named on the item page.' },
  ], policiesBut('/rights/terms-of-use'));

  staticPage(b, 'rights/privacy-statement', 'Privacy statement', 'What personal data this portal processes, why, and what you can do about it.', [
    { headline: 'Without an account', text: 'You can use the portal without giving any personal data. The server keeps technical logs (time, requested address, status) to run and secure the service; they do not contain your name. The cookies the portal sets are listed in the [cookies policy](/rights/cookies-policy).' },
    { headline: 'With an account', text: 'When you sign in, this installation\'s identity provider stores the details you registered with, such as your user name and e-mail address, and your password in hashed form only. The portal stores what you create with your account: likes, galleries and API keys. It uses them only to provide these features to you.' },
    { headline: 'Third parties', text: 'Some item pages can show media from the provider\'s own website; nothing is loaded from that website until you choose to load it. Analytics and heatmap services are only used if the operator of this installation has configured them and you have given your consent in the cookie settings, which you can change at any time.' },
    { headline: 'Keeping and deleting', text: 'You can delete your galleries and disable your API keys yourself on your account page. To have your account and all its data deleted, contact the operator of this installation. Server logs are kept for no longer than needed to operate the service.' },
    { headline: 'Your rights', text: 'Under the General Data Protection Regulation you may ask for access to, correction of and deletion of your personal data, object to its processing, and complain to your data protection authority.' },
  ], policiesBut('/rights/privacy-statement'));

  staticPage(b, 'rights/cookies-policy', 'Cookies policy', 'The cookies this portal uses, and how to choose which ones you accept.', [
    { text: 'Cookies are small files a website stores in your browser. This portal uses as few as it can. Strictly necessary cookies are always set; everything else waits for your consent, which you give or withdraw in the cookie settings.' },
    { headline: 'Strictly necessary', text: '| Cookie | What it does | Kept for |\n|---|---|---|\n| Session cookie | Keeps you signed in between pages once you log in | Until you log out, or 30 minutes without activity |\n| `i18n_locale_code` | Remembers the interface language you chose | One year |\n| Consent cookie | Remembers which optional services you accepted or refused | One year |' },
    { headline: 'Preferences', text: '| Cookie | What it does | Kept for |\n|---|---|---|\n| `searchResultsView` | Remembers whether you view search results as a list, grid or mosaic | One year |' },
    { headline: 'Optional services', text: 'Analytics, heatmaps and embedded media from other websites are optional. They are not loaded, and set no cookies, unless you accept them in the cookie settings.' },
    { headline: 'Managing cookies', text: 'Change your choices at any time in the cookie settings, linked at the bottom of every page. You can also delete cookies in your browser; the portal will then ask for your consent again.' },
  ], policiesBut('/rights/cookies-policy'));

  staticPage(b, 'rights/accessibility-policy', 'Accessibility policy', 'How this portal aims to be usable by everyone, and where it still falls short.', [
    { headline: 'Our aim', text: 'This portal aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA. Pages can be used with a keyboard alone, work with screen readers, respect your browser\'s text size and reduced-motion settings, and keep sufficient colour contrast.' },
    { headline: 'How we test', text: 'Every change is checked by automated accessibility tests of the main pages, in addition to manual checks with a keyboard and a screen reader.' },
    { headline: 'Known limitations', text: '- Item descriptions come from the providing institutions; many images have no text description beyond their title.\n- Zoomable images and media players from other websites may not be fully accessible.\n- Some editorial pages are available in English only.' },
    { headline: 'Feedback', text: 'If something on the portal is hard to use, please tell us through the project\'s issue tracker, naming the page and what went wrong. We aim to answer within ten working days.' },
  ], policiesBut('/rights/accessibility-policy'));
}
