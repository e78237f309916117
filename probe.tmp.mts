import { getExhibitionChapters } from './src/lib/content/exhibition-chapter-page.ts';
const r = await getExhibitionChapters('impressionism-light-and-modern-life', 'bg-BG');
console.log(r?.themes);
