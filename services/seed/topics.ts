import { DATA_HOST } from './model.ts';
import type { SeedEntity } from './model.ts';

/**
 * The topic collections the portal links to by their Europeana concept ids: the old `/collections/{name}` pages
 * of the legacy rules (src/lib/routing/legacy/data/static-pages.json, e.g. `/collections/art` →
 * `/collections/topic/190-art`) and the editorial themes. Written here (seed/SOURCES.md "Written here"): the ids
 * are Europeana's, the labels and notes are this seed's own, so every such link opens a topic page (issue 18).
 */
interface Topic {
  readonly id: number;
  /** Labels by language, English first. */
  readonly labels: Readonly<Record<string, string>>;
  readonly note: string;
}

const TOPICS: readonly Topic[] = [
  { id: 190, labels: { en: 'Art', de: 'Kunst', fr: 'Art', nl: 'Kunst', it: 'Arte', es: 'Arte', pl: 'Sztuka', sv: 'Konst' }, note: 'Works made to be looked at: painting, drawing, printmaking, sculpture and the decorative arts.' },
  { id: 80, labels: { en: 'Archaeology', de: 'Archäologie', fr: 'Archéologie', nl: 'Archeologie', it: 'Archeologia', es: 'Arqueología', pl: 'Archeologia', sv: 'Arkeologi' }, note: 'The study of the human past through the objects, buildings and landscapes people left behind.' },
  { id: 55, labels: { en: 'Fashion', de: 'Mode', fr: 'Mode', nl: 'Mode', it: 'Moda', es: 'Moda', pl: 'Moda', sv: 'Mode' }, note: 'Clothing, accessories and the changing styles of dress, as worn, made, drawn and photographed.' },
  { id: 129, labels: { en: 'Industrial heritage', de: 'Industriekultur', fr: 'Patrimoine industriel', nl: 'Industrieel erfgoed', it: 'Patrimonio industriale', es: 'Patrimonio industrial', pl: 'Dziedzictwo przemysłowe', sv: 'Industriarv' }, note: 'Factories, mines, railways, machines and the working lives of the industrial age.' },
  { id: 17, labels: { en: 'Manuscript', de: 'Handschrift', fr: 'Manuscrit', nl: 'Handschrift', it: 'Manoscritto', es: 'Manuscrito', pl: 'Rękopis', sv: 'Handskrift' }, note: 'Books, letters and documents written by hand, from medieval codices to charters and correspondence.' },
  { id: 151, labels: { en: 'Map', de: 'Landkarte', fr: 'Carte géographique', nl: 'Kaart', it: 'Carta geografica', es: 'Mapa', pl: 'Mapa', sv: 'Karta' }, note: 'Maps, charts, atlases and globes: pictures of the earth, its lands, seas and towns.' },
  { id: 128, labels: { en: 'Migration', de: 'Migration', fr: 'Migration humaine', nl: 'Migratie', it: 'Migrazione umana', es: 'Migración humana', pl: 'Migracja', sv: 'Migration' }, note: 'People moving from one place to another to live, and the objects and stories they carry with them.' },
  { id: 62, labels: { en: 'Music', de: 'Musik', fr: 'Musique', nl: 'Muziek', it: 'Musica', es: 'Música', pl: 'Muzyka', sv: 'Musik' }, note: 'Musical instruments, scores, recordings and the people who make and listen to music.' },
  { id: 156, labels: { en: 'Natural history', de: 'Naturgeschichte', fr: 'Histoire naturelle', nl: 'Natuurlijke historie', it: 'Storia naturale', es: 'Historia natural', pl: 'Historia naturalna', sv: 'Naturhistoria' }, note: 'Plants, animals, rocks and fossils, as collected, described and drawn by naturalists.' },
  { id: 18, labels: { en: 'Newspaper', de: 'Zeitung', fr: 'Journal', nl: 'Krant', it: 'Giornale', es: 'Periódico', pl: 'Gazeta', sv: 'Tidning' }, note: 'Printed papers published at regular intervals with news, notices and advertisements.' },
  { id: 48, labels: { en: 'Photography', de: 'Fotografie', fr: 'Photographie', nl: 'Fotografie', it: 'Fotografia', es: 'Fotografía', pl: 'Fotografia', sv: 'Fotografi' }, note: 'Images made with light on a sensitive surface, from the daguerreotype to digital pictures.' },
  { id: 114, labels: { en: 'Sport', de: 'Sport', fr: 'Sport', nl: 'Sport', it: 'Sport', es: 'Deporte', pl: 'Sport', sv: 'Sport' }, note: 'Games, contests and physical exercise, played, watched and celebrated.' },
  { id: 83, labels: { en: 'World War I', de: 'Erster Weltkrieg', fr: 'Première Guerre mondiale', nl: 'Eerste Wereldoorlog', it: 'Prima guerra mondiale', es: 'Primera Guerra Mundial', pl: 'I wojna światowa', sv: 'Första världskriget' }, note: 'The war fought from 1914 to 1918, at the fronts and at home.' },
];

/** The topic concepts as Entity API JSON (prefLabel one string per language, note a list per language). */
export function topicEntities(): SeedEntity[] {
  return TOPICS.map(({ id, labels, note }) => {
    const uri = `${DATA_HOST}/concept/${String(id)}`;
    return { uri, type: 'concept', json: { id: uri, type: 'Concept', prefLabel: { ...labels }, note: { en: [note] }, inScheme: ['http://data.europeana.eu/concept'] } };
  });
}
