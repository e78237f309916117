import type { SeedBuilder } from './build.ts';
import { policiesBut, staticPage } from './static-pages.ts';

/**
 * The policy pages the legacy rules send old addresses to (src/lib/routing/legacy/data/static-pages.json and
 * locale-prefixed.json: `/rights/api` → `/rights/api-terms-of-use`, `/privacy-policy-newsletter` →
 * `/privacy-statement-newsletter`, …), written for this installation so that no such redirect ends on a
 * 404 (issue 18). The overview of them all is `/rights` (./static-pages.ts).
 */
export function addPolicyPages(b: SeedBuilder): void {
  staticPage(b, 'rights/api-terms-of-use', 'API terms of use', 'What a personal API key lets you do with the portal\'s APIs, and the limits that keep them available to everyone.', [
    { headline: 'Your key', text: 'Create a personal key on your [account page](/account/api-keys) after you have ticked the terms checkbox. One key can be enabled at a time; disable it there whenever you no longer need it, and create a new one if it has been exposed. The key is yours: do not share it or build it into software that others can read.' },
    { headline: 'What you may do', text: 'Use the Search, Record, Entity, annotation, IIIF and thumbnail APIs for any lawful purpose: research, teaching, apps and websites, commercial ones included. The metadata the APIs return is CC0 (see the [usage guidelines for metadata](/rights/usage-guidelines-for-metadata)); media files keep the rights statement of each item.' },
    { headline: 'Fair use', text: 'Send requests at a pace the service can sustain, cache answers you reuse, and use `cursor` paging instead of thousands of `start` requests to retrieve a large result set. The translation service has a daily quota shared by all users of this installation.' },
    { headline: 'What may happen', text: 'A key used to overload the service, to get around its limits or against these terms may be disabled without notice. The APIs are provided as they are, without a promise of availability; the operator of this installation may change them.' },
  ], [['APIs', '/apis'], ...policiesBut('/rights/api-terms-of-use')]);

  staticPage(b, 'rights/terms-for-user-contributions', 'Terms for user contributions', 'What applies to the galleries, descriptions and feedback you add to the portal.', [
    { headline: 'What counts as a contribution', text: 'Everything you write or assemble with your account: gallery titles and descriptions, the choice and order of items in a gallery, and the text you send with the feedback button.' },
    { headline: 'Your responsibility', text: 'Write only what you have the right to publish. Do not add content that is unlawful, that infringes another person\'s rights or privacy, or that is hateful, deceptive or advertising. Items keep the rights of their providers: adding one to a gallery does not change what others may do with it.' },
    { headline: 'Visibility', text: 'A private gallery is seen by you alone. A public gallery can be opened by anyone with its address; an editor may publish it so that it appears on the galleries page, once it has a title, a description and at least 15 items.' },
    { headline: 'Your rights', text: 'You keep the rights in what you write. By making a gallery public you allow the portal to show its title and description to everyone, and everyone to link to it and share its address.' },
    { headline: 'Removal', text: 'You can delete your galleries at any time on your account page. The operator of this installation may hide or remove a contribution that breaks these terms, and may suspend an account that keeps doing so.' },
  ], policiesBut('/rights/terms-for-user-contributions'));

  staticPage(b, 'rights/usage-guidelines-for-metadata', 'Usage guidelines for metadata', 'The descriptions of items are free to reuse under CC0; how to credit and reuse them well.', [
    { text: 'The metadata of every item (its title, creator, date, description, subjects and the names of the institutions that provide it) is released under the Creative Commons CC0 1.0 Universal Public Domain Dedication. You may copy, change and publish it for any purpose, commercial ones included, without asking permission.' },
    { headline: 'Please credit all the same', text: 'CC0 does not require it, but naming the source helps others find it: credit the institution that provides the item (shown on its item page) and link back to the item page. Do not suggest that the institution endorses your use.' },
    { headline: 'Keep it accurate', text: 'If you change metadata, say so; if you find an error, tell the institution named on the item page. Metadata reflects the knowledge and the language of the time it was written: some descriptions use terms that are now offensive or out of date.' },
    { headline: 'Media are different', text: 'Images, sound, video and texts are not covered by CC0. Each item page shows a rights statement for its media: follow it, and see the [public domain usage guidelines](/rights/public-domain-usage-guidelines) for works whose copyright has expired.' },
  ], policiesBut('/rights/usage-guidelines-for-metadata'));

  staticPage(b, 'rights/public-domain-usage-guidelines', 'Public domain usage guidelines', 'How to reuse works whose copyright has expired, such as the paintings of the sample collection.', [
    { text: 'Works in the public domain belong to everyone: their copyright has expired or never applied. Items marked with the Public Domain Mark or the CC0 dedication can be reused without permission, for any purpose, in any medium.' },
    { headline: 'Credit the creator and the source', text: 'Name the creator and the institution that holds the work, and link to the item page, so that others can find the original. The Art Institute of Chicago paintings in the sample collection are CC0; a credit such as "Claude Monet, The Beach at Sainte-Adresse, 1867. Art Institute of Chicago, CC0" is good practice.' },
    { headline: 'Respect the work', text: 'Say when you have changed or cropped a work. Do not present it as new, do not claim copyright in a mere reproduction of it, and do not suggest that the creator or the institution endorses your use.' },
    { headline: 'Check the statement', text: 'Public domain status is shown by the rights statement on each item page. Where the statement is a licence or "in copyright", the public domain rules do not apply: follow what that statement says.' },
  ], policiesBut('/rights/public-domain-usage-guidelines'));

  staticPage(b, 'rights/europeana-data-sources', 'Data sources', 'Where the items, images and entities shown by this installation come from.', [
    { headline: 'Paintings of the Art Institute of Chicago', text: '267 paintings from the thirteenth to the nineteenth century, with their images and metadata, which the Art Institute of Chicago releases under CC0. The records are derived from the museum\'s open data; the images are served by this installation.' },
    { headline: 'Europeana records', text: 'A selection of real records from the Europeana APIs, provided by museums, libraries and archives across Europe, with their original metadata (CC0) and rights statements. Their media stay on the providers\' websites.' },
    { headline: 'People, places, topics and times', text: 'Entities from Europeana\'s Entity API samples, the topic collections the portal links to, and the artists, centuries and materials of the sample paintings. Their labels come in several languages.' },
    { headline: 'Editorial content', text: 'Stories, exhibitions, themes and these pages are written by the portal editorial team from the metadata of the works and established art history; each names the works it discusses. See [about us](/about-us) for how the portal is made.' },
  ], policiesBut('/rights/europeana-data-sources'));

  staticPage(b, 'rights/language-policy', 'Language policy', 'The languages of the interface, of the editorial pages and of the item data.', [
    { headline: 'The interface', text: 'Menus, buttons and messages are available in 25 languages: Bulgarian, Croatian, Czech, Danish, Dutch, English, Estonian, Finnish, French, German, Greek, Hungarian, Irish, Italian, Latvian, Lithuanian, Maltese, Polish, Portuguese, Romanian, Slovak, Slovenian, Spanish, Swedish and Basque. Choose one in the language menu; the portal remembers it.' },
    { headline: 'Editorial pages', text: 'Stories, exhibitions and pages are written in English, and some are translated into German, French and Dutch. Where a page has no translation in your language, it is shown in English with a notice saying so.' },
    { headline: 'Item data', text: 'Item metadata is shown in the language the provider wrote it in. Names of people, places and subjects linked to an item are shown in your language where a label exists. When you are signed in, searches can also match items through those translated labels.' },
    { headline: 'Machine translation', text: 'Where the portal offers a machine translation of an item\'s metadata, it is marked as such and kept apart from the original, which stays one click away. Machine translations can be wrong; the original text is the reference.' },
  ], policiesBut('/rights/language-policy'));

  staticPage(b, 'privacy-statement-newsletter', 'Newsletter privacy statement', 'How the details of newsletter subscribers are handled.', [
    { text: 'The newsletter linked at the bottom of every page is run by the Europeana Foundation on its own website, not by this installation of the portal. Subscribing there does not share anything you did on this portal.' },
    { headline: 'What is collected', text: 'To send the newsletter, its publisher needs your e-mail address and the language you would like to read it in. The mailing service may record whether a newsletter was opened and which links were followed, to measure interest in its topics.' },
    { headline: 'How long, and your choices', text: 'Your address is kept for as long as you stay subscribed. Every newsletter has a link to unsubscribe at once; your address is then removed from the mailing list. You may also ask the publisher for access to, correction or deletion of your details, and complain to your data protection authority.' },
    { headline: 'This portal', text: 'For the personal data this portal itself processes, see its [privacy statement](/rights/privacy-statement).' },
  ], policiesBut('/privacy-statement-newsletter'));
}
