import { t } from './build.ts';
import type { SeedBuilder, Translated } from './build.ts';
import { category } from './categories.ts';
import { AGENT, CONCEPT, TIMESPAN } from './entities.ts';
import { parts } from './article.ts';
import type { Part } from './article.ts';

interface ChapterInput {
  readonly identifier: string;
  readonly name: string | Translated;
  readonly headline: string | Translated;
  readonly description: string | Translated;
  readonly image: number;
  readonly categories: readonly string[];
  readonly body: readonly Part[];
}

interface ExhibitionInput {
  readonly identifier: string;
  readonly name: string | Translated;
  readonly headline: string | Translated;
  readonly description: string | Translated;
  readonly text: string | Translated;
  readonly credits: string | Translated;
  readonly datePublished: string;
  readonly image: number;
  readonly categories: readonly string[];
  readonly genre: readonly string[];
  readonly relatedLink: readonly string[];
  readonly chapters: readonly ChapterInput[];
}

function exhibition(b: SeedBuilder, input: ExhibitionInput): string {
  const id = `exhibition-${input.identifier}`;
  const chapters = input.chapters.map((chapter) => {
    const chapterId = `${id}-${chapter.identifier}`;
    return b.add('exhibitionChapterPage', chapterId, {
      identifier: chapter.identifier,
      name: chapter.name,
      headline: chapter.headline,
      description: chapter.description,
      primaryImageOfPage: b.image(chapter.image),
      categories: chapter.categories.map((identifier) => category(identifier)),
      hasPart: parts(b, chapterId, chapter.body),
    }, input.datePublished);
  });
  return b.add('exhibitionPage', id, {
    identifier: input.identifier,
    name: input.name,
    headline: input.headline,
    description: input.description,
    text: input.text,
    credits: input.credits,
    datePublished: input.datePublished,
    primaryImageOfPage: b.image(input.image),
    categories: input.categories.map((identifier) => category(identifier)),
    genre: input.genre,
    relatedLink: input.relatedLink,
    hasPart: chapters,
  }, input.datePublished);
}

export function addExhibitions(b: SeedBuilder): void {
  exhibition(b, {
    identifier: 'impressionism-light-and-modern-life',
    datePublished: '2025-07-01T09:00:00.000Z',
    image: 14598,
    categories: ['impressionism', 'landscapes', 'portraits'],
    genre: ['art', 'landscapes', 'portraits'],
    relatedLink: [AGENT.monet, AGENT.renoir, AGENT.degas, AGENT.pissarro, AGENT.manet, TIMESPAN.c19],
    name: t({ en: 'Impressionism: light and modern life', de: 'Impressionismus: Licht und modernes Leben', fr: 'L\'impressionnisme : la lumière et la vie moderne', nl: 'Impressionisme: licht en het moderne leven' }),
    headline: t({
      en: 'French painting from 1867 to 1899 in the sample collection',
      de: 'Französische Malerei von 1867 bis 1899 in der Beispielsammlung',
      fr: 'La peinture française de 1867 à 1899 dans la collection d\'exemple',
      nl: 'Franse schilderkunst van 1867 tot 1899 in de voorbeeldcollectie',
    }),
    description: t({
      en: 'Painting outdoors, the modern city, the people of the painters\' own circle, and what came after: an exhibition in four chapters.',
      de: 'Malen im Freien, die moderne Stadt, die Menschen aus dem Umfeld der Maler und was danach kam: eine Ausstellung in vier Kapiteln.',
      fr: 'Peindre en plein air, la ville moderne, l\'entourage des peintres, et ce qui vint ensuite : une exposition en quatre chapitres.',
      nl: 'Buiten schilderen, de moderne stad, de mensen rond de schilders en wat daarna kwam: een tentoonstelling in vier hoofdstukken.',
    }),
    text: t({
      en: 'In 1874 a group of painters refused by, or tired of, the official Salon showed their work together in Paris, in the former studio of the photographer Nadar. A critic took the title of one of Claude Monet\'s pictures, *Impression, Sunrise*, and called them Impressionists. Over eight exhibitions until 1886 they changed what a painting could be: quickly made, in bright colour, of the world as it looked on a particular day.\n\nThis exhibition follows the movement through paintings in the sample collection, from Monet\'s *Beach at Sainte-Adresse* of 1867 to the end of the century.',
      de: '1874 stellte eine Gruppe von Malern, die vom offiziellen Salon abgelehnt worden oder seiner müde waren, gemeinsam in Paris aus, im ehemaligen Atelier des Fotografen Nadar. Ein Kritiker griff den Titel eines Bildes von Claude Monet auf, *Impression, Sonnenaufgang*, und nannte sie Impressionisten. In acht Ausstellungen bis 1886 veränderten sie, was ein Gemälde sein konnte: schnell gemalt, in hellen Farben, die Welt so, wie sie an einem bestimmten Tag aussah.\n\nDiese Ausstellung folgt der Bewegung anhand von Gemälden der Beispielsammlung, von Monets *Strand von Sainte-Adresse* (1867) bis zum Ende des Jahrhunderts.',
      fr: 'En 1874, un groupe de peintres refusés par le Salon officiel, ou lassés de lui, exposent ensemble à Paris, dans l\'ancien atelier du photographe Nadar. Un critique reprend le titre d\'un tableau de Claude Monet, *Impression, soleil levant*, et les nomme impressionnistes. En huit expositions jusqu\'en 1886, ils changent ce que peut être un tableau : vite peint, en couleurs claires, le monde tel qu\'il apparaît un jour donné.\n\nCette exposition suit le mouvement à travers les tableaux de la collection d\'exemple, de *La Plage de Sainte-Adresse* de Monet (1867) jusqu\'à la fin du siècle.',
      nl: 'In 1874 exposeerde een groep schilders die door de officiële Salon was geweigerd, of er genoeg van had, samen in Parijs, in het voormalige atelier van de fotograaf Nadar. Een criticus nam de titel van een schilderij van Claude Monet over, *Impressie, zonsopgang*, en noemde hen impressionisten. In acht tentoonstellingen tot 1886 veranderden zij wat een schilderij kon zijn: snel gemaakt, in heldere kleuren, de wereld zoals die er op een bepaalde dag uitzag.\n\nDeze tentoonstelling volgt de beweging aan de hand van schilderijen uit de voorbeeldcollectie, van Monets *Strand van Sainte-Adresse* (1867) tot het einde van de eeuw.',
    }),
    credits: t({
      en: '**Curated and written by** the portal editorial team.\n\n**Images:** Art Institute of Chicago, public domain (CC0), from the sample collection of this portal.\n\n**Translations:** German, French and Dutch by the portal editorial team.',
      de: '**Kuratiert und geschrieben vom** Redaktionsteam des Portals.\n\n**Bilder:** Art Institute of Chicago, gemeinfrei (CC0), aus der Beispielsammlung dieses Portals.\n\n**Übersetzungen:** Deutsch, Französisch und Niederländisch vom Redaktionsteam des Portals.',
      fr: '**Commissariat et textes :** l\'équipe éditoriale du portail.\n\n**Images :** Art Institute of Chicago, domaine public (CC0), issues de la collection d\'exemple de ce portail.\n\n**Traductions :** allemand, français et néerlandais par l\'équipe éditoriale du portail.',
      nl: '**Samengesteld en geschreven door** de redactie van het portaal.\n\n**Beelden:** Art Institute of Chicago, publiek domein (CC0), uit de voorbeeldcollectie van dit portaal.\n\n**Vertalingen:** Duits, Frans en Nederlands door de redactie van het portaal.',
    }),
    chapters: [
      {
        identifier: 'painting-outdoors',
        image: 81539,
        categories: ['impressionism', 'landscapes'],
        name: t({ en: 'Painting outdoors', de: 'Malen im Freien', fr: 'Peindre en plein air', nl: 'Buiten schilderen' }),
        headline: t({ en: 'Beaches and riverbanks, 1867–1879', de: 'Strände und Flussufer, 1867–1879', fr: 'Plages et berges, 1867–1879', nl: 'Stranden en rivieroevers, 1867–1879' }),
        description: t({
          en: 'The Impressionists took their easels to the coast and the river, to paint what they saw in the light of the moment.',
          de: 'Die Impressionisten trugen ihre Staffeleien an die Küste und an den Fluss, um zu malen, was sie im Licht des Augenblicks sahen.',
          fr: 'Les impressionnistes portent leurs chevalets sur la côte et au bord de l\'eau, pour peindre ce qu\'ils voient dans la lumière du moment.',
          nl: 'De impressionisten namen hun ezels mee naar de kust en de rivier, om te schilderen wat ze zagen in het licht van het moment.',
        }),
        body: [
          {
            text: t({
              en: 'Paint sold in tubes, available from the 1840s, and the railways out of Paris made it practical to paint a whole picture outdoors. Monet painted *The Beach at Sainte-Adresse*, near Le Havre, in 1867, and *On the Bank of the Seine, Bennecourt*, a village on the river north-west of Paris, in 1868. Renoir\'s *Seascape* of 1879 shows the same interest in water and weather.',
              de: 'Farbe in Tuben, erhältlich seit den 1840er-Jahren, und die Eisenbahnen aus Paris machten es möglich, ein ganzes Bild im Freien zu malen. Monet malte *Der Strand von Sainte-Adresse* bei Le Havre 1867 und *Am Ufer der Seine, Bennecourt*, einem Dorf am Fluss nordwestlich von Paris, 1868. Renoirs *Seestück* von 1879 zeigt dasselbe Interesse an Wasser und Wetter.',
              fr: 'La peinture en tubes, disponible dès les années 1840, et les chemins de fer partant de Paris permettent de peindre un tableau entier dehors. Monet peint *La Plage de Sainte-Adresse*, près du Havre, en 1867, et *Au bord de l\'eau, Bennecourt*, village sur la Seine au nord-ouest de Paris, en 1868. La *Marine* de Renoir, de 1879, montre le même intérêt pour l\'eau et le temps qu\'il fait.',
              nl: 'Verf in tubes, verkrijgbaar sinds de jaren 1840, en de spoorlijnen vanuit Parijs maakten het mogelijk een heel schilderij buiten te maken. Monet schilderde *Het strand van Sainte-Adresse*, bij Le Havre, in 1867 en *Aan de oever van de Seine, Bennecourt*, een dorp aan de rivier ten noordwesten van Parijs, in 1868. Renoirs *Zeegezicht* van 1879 toont dezelfde belangstelling voor water en weer.',
            }),
          },
          { image: 14598 },
          { image: 81539 },
          { image: 81557 },
        ],
      },
      {
        identifier: 'the-modern-city',
        image: 16571,
        categories: ['impressionism', 'everyday-life'],
        name: t({ en: 'The modern city', de: 'Die moderne Stadt', fr: 'La ville moderne', nl: 'De moderne stad' }),
        headline: t({ en: 'Stations, squares and cafés', de: 'Bahnhöfe, Plätze und Cafés', fr: 'Gares, places et cafés', nl: 'Stations, pleinen en cafés' }),
        description: t({
          en: 'Steam, crowds and gaslight: Paris as a subject for painting.',
          de: 'Dampf, Menschenmengen und Gaslicht: Paris als Thema der Malerei.',
          fr: 'Vapeur, foule et éclairage au gaz : Paris comme sujet de peinture.',
          nl: 'Stoom, mensenmassa\'s en gaslicht: Parijs als onderwerp van de schilderkunst.',
        }),
        body: [
          {
            text: t({
              en: 'In 1877 Monet painted a series of views inside the Gare Saint-Lazare, the Paris station for trains to Normandy; *Arrival of the Normandy Train* is one of them, and several were shown at the third Impressionist exhibition that year. Camille Pissarro painted the streets and squares of Paris in the 1890s, among them *The Place du Havre* (1893), next to the same station. Edgar Degas went indoors, to the café-concert: *Café Singer*, 1879.',
              de: '1877 malte Monet eine Reihe von Ansichten im Bahnhof Saint-Lazare, dem Pariser Bahnhof für die Züge in die Normandie; *Ankunft des Zuges aus der Normandie* ist eine davon, und mehrere waren im selben Jahr auf der dritten Impressionisten-Ausstellung zu sehen. Camille Pissarro malte in den 1890er-Jahren Straßen und Plätze von Paris, darunter *Die Place du Havre* (1893) neben demselben Bahnhof. Edgar Degas ging nach drinnen, ins Café-concert: *Café-Sängerin*, 1879.',
              fr: 'En 1877, Monet peint une série de vues de la gare Saint-Lazare, la gare parisienne des trains de Normandie ; *Arrivée du train de Normandie* en fait partie, et plusieurs furent montrées la même année à la troisième exposition impressionniste. Camille Pissarro peint les rues et les places de Paris dans les années 1890, dont *La Place du Havre* (1893), à côté de la même gare. Edgar Degas entre, lui, au café-concert : *Chanteuse de café*, 1879.',
              nl: 'In 1877 schilderde Monet een reeks gezichten in het station Saint-Lazare, het Parijse station voor de treinen naar Normandië; *Aankomst van de trein uit Normandië* is er een van, en verscheidene waren dat jaar te zien op de derde impressionistententoonstelling. Camille Pissarro schilderde in de jaren 1890 de straten en pleinen van Parijs, waaronder *De Place du Havre* (1893), naast hetzelfde station. Edgar Degas ging naar binnen, naar het café-concert: *Caféchanteuse*, 1879.',
            }),
          },
          { image: 16571 },
          { compare: [81551, 84076], name: t({ en: 'Pissarro, 1893, and Degas, 1879', de: 'Pissarro, 1893, und Degas, 1879', fr: 'Pissarro, 1893, et Degas, 1879', nl: 'Pissarro, 1893, en Degas, 1879' }) },
        ],
      },
      {
        identifier: 'women-painters-and-their-models',
        image: 11723,
        categories: ['impressionism', 'women-artists', 'portraits'],
        name: t({ en: 'Women painters and their models', de: 'Malerinnen und ihre Modelle', fr: 'Les peintres femmes et leurs modèles', nl: 'Schilderessen en hun modellen' }),
        headline: t({ en: 'Berthe Morisot and Eva Gonzalès', de: 'Berthe Morisot und Eva Gonzalès', fr: 'Berthe Morisot et Eva Gonzalès', nl: 'Berthe Morisot en Eva Gonzalès' }),
        description: t({
          en: 'Two women at the centre of the new painting, and the private rooms they painted.',
          de: 'Zwei Frauen im Zentrum der neuen Malerei und die privaten Räume, die sie malten.',
          fr: 'Deux femmes au cœur de la nouvelle peinture, et les pièces intimes qu\'elles ont peintes.',
          nl: 'Twee vrouwen in het hart van de nieuwe schilderkunst, en de besloten ruimtes die zij schilderden.',
        }),
        body: [
          {
            text: t({
              en: 'Berthe Morisot (French, 1841–1895) showed at all but one of the eight Impressionist exhibitions. Her subjects were the women and children of her own world, painted with a quick, open brush: *Woman at Her Toilette* (1875–80), *Young Girl with Hat* (1892). Eva Gonzalès (French, 1849–1883) was the pupil of Édouard Manet; *Girl with Cherries* dates from about 1870. Manet himself painted the *Portrait of a Woman with a Black Fichu* around 1878.',
              de: 'Berthe Morisot (Französin, 1841–1895) stellte auf sieben der acht Impressionisten-Ausstellungen aus. Ihre Themen waren die Frauen und Kinder ihrer eigenen Welt, mit schnellem, offenem Pinsel gemalt: *Frau bei der Toilette* (1875–80), *Junges Mädchen mit Hut* (1892). Eva Gonzalès (Französin, 1849–1883) war Schülerin von Édouard Manet; *Mädchen mit Kirschen* entstand um 1870. Manet selbst malte das *Bildnis einer Frau mit schwarzem Fichu* um 1878.',
              fr: 'Berthe Morisot (Française, 1841–1895) a exposé à sept des huit expositions impressionnistes. Ses sujets sont les femmes et les enfants de son propre monde, peints d\'une touche rapide et ouverte : *Femme à sa toilette* (1875–80), *Jeune fille au chapeau* (1892). Eva Gonzalès (Française, 1849–1883) fut l\'élève d\'Édouard Manet ; *Jeune fille aux cerises* date d\'environ 1870. Manet lui-même peint le *Portrait de femme au fichu noir* vers 1878.',
              nl: 'Berthe Morisot (Frans, 1841–1895) exposeerde op zeven van de acht impressionistententoonstellingen. Haar onderwerpen waren de vrouwen en kinderen uit haar eigen wereld, geschilderd met een snelle, open toets: *Vrouw bij haar toilet* (1875–80), *Meisje met hoed* (1892). Eva Gonzalès (Frans, 1849–1883) was een leerling van Édouard Manet; *Meisje met kersen* dateert van omstreeks 1870. Manet zelf schilderde omstreeks 1878 het *Portret van een vrouw met een zwarte fichu*.',
            }),
          },
          { image: 11723 },
          { compare: [20556, 36678], name: t({ en: 'Morisot, 1892, and Gonzalès, about 1870', de: 'Morisot, 1892, und Gonzalès, um 1870', fr: 'Morisot, 1892, et Gonzalès, vers 1870', nl: 'Morisot, 1892, en Gonzalès, omstreeks 1870' }) },
          { image: 14594 },
        ],
      },
      {
        identifier: 'after-impressionism',
        image: 61616,
        categories: ['impressionism', 'techniques'],
        name: t({ en: 'After Impressionism', de: 'Nach dem Impressionismus', fr: 'Après l\'impressionnisme', nl: 'Na het impressionisme' }),
        headline: t({ en: 'Dots, flat colour and structure, 1884–1899', de: 'Punkte, flache Farbe und Struktur, 1884–1899', fr: 'Points, aplats et structure, 1884–1899', nl: 'Stippen, vlakke kleur en structuur, 1884–1899' }),
        description: t({
          en: 'Younger painters kept the bright colour and left the rest behind.',
          de: 'Jüngere Maler behielten die hellen Farben und ließen den Rest hinter sich.',
          fr: 'De plus jeunes peintres gardent la couleur claire et abandonnent le reste.',
          nl: 'Jongere schilders hielden de heldere kleur en lieten de rest achter zich.',
        }),
        body: [
          {
            text: t({
              en: 'Georges Seurat\'s oil sketch for *A Sunday on La Grande Jatte — 1884* is a study for his large painting of Parisians on an island in the Seine, built from small touches of pure colour. Paul Gauguin painted *Arlésiennes (Mistral)* in Arles in 1888, during the weeks he worked beside Vincent van Gogh, in flat areas of colour on coarse jute. Paul Cezanne\'s *Auvers, Panoramic View* (1873–75) already orders a landscape into planes. Paul Sérusier and Édouard Vuillard, members of the Nabis group, carried this into the 1890s.',
              de: 'Georges Seurats Ölskizze zu *Ein Sonntag auf La Grande Jatte — 1884* ist eine Studie zu seinem großen Bild von Parisern auf einer Seine-Insel, aufgebaut aus kleinen Tupfen reiner Farbe. Paul Gauguin malte *Arlésiennes (Mistral)* 1888 in Arles, in den Wochen, in denen er neben Vincent van Gogh arbeitete, in flachen Farbflächen auf grober Jute. Paul Cézannes *Auvers, Panorama* (1873–75) ordnet eine Landschaft schon in Ebenen. Paul Sérusier und Édouard Vuillard, Mitglieder der Gruppe Nabis, führten dies in die 1890er-Jahre.',
              fr: 'L\'esquisse à l\'huile de Georges Seurat pour *Un dimanche après-midi à l\'île de la Grande Jatte — 1884* est une étude pour son grand tableau de Parisiens sur une île de la Seine, construit de petites touches de couleur pure. Paul Gauguin peint *Arlésiennes (Mistral)* à Arles en 1888, pendant les semaines où il travaille aux côtés de Vincent van Gogh, en aplats de couleur sur une toile de jute grossière. *Auvers, vue panoramique* de Paul Cézanne (1873–75) ordonne déjà le paysage en plans. Paul Sérusier et Édouard Vuillard, membres du groupe des nabis, prolongent cette voie dans les années 1890.',
              nl: 'Georges Seurats olieverfschets voor *Een zondag op La Grande Jatte — 1884* is een studie voor zijn grote schilderij van Parijzenaars op een eiland in de Seine, opgebouwd uit kleine toetsen pure kleur. Paul Gauguin schilderde *Arlésiennes (Mistral)* in 1888 in Arles, in de weken dat hij naast Vincent van Gogh werkte, in vlakke kleurvlakken op grof jute. Paul Cézannes *Auvers, panorama* (1873–75) ordent een landschap al in vlakken. Paul Sérusier en Édouard Vuillard, leden van de groep Nabis, zetten dit voort in de jaren 1890.',
            }),
          },
          { image: 61616 },
          { compare: [19339, 14556], name: t({ en: 'Gauguin, 1888, and Cezanne, 1873–75', de: 'Gauguin, 1888, und Cézanne, 1873–75', fr: 'Gauguin, 1888, et Cézanne, 1873–75', nl: 'Gauguin, 1888, en Cézanne, 1873–75' }) },
          { compare: [212300, 109926], name: t({ en: 'Sérusier, 1890, and Vuillard, 1899', de: 'Sérusier, 1890, und Vuillard, 1899', fr: 'Sérusier, 1890, et Vuillard, 1899', nl: 'Sérusier, 1890, en Vuillard, 1899' }) },
        ],
      },
    ],
  });

  exhibition(b, {
    identifier: 'gold-and-devotion',
    datePublished: '2025-04-01T09:00:00.000Z',
    image: 16192,
    categories: ['religious-art', 'medieval-art', 'techniques'],
    genre: ['art', 'religion'],
    relatedLink: [CONCEPT.tempera, CONCEPT.gold, CONCEPT.panel, TIMESPAN.c15],
    name: 'Gold and devotion',
    headline: 'Painting on panel in Europe, about 1270 to 1520',
    description: 'Altarpieces, devotional images and the first portraits: late medieval and early Renaissance painting in four chapters.',
    text: 'Most European paintings of before 1500 that were not painted on walls or in books were painted on wooden panels, and most were made for churches or for private prayer. This exhibition brings together the oldest paintings in the sample collection, from a Tuscan *Virgin and Child* of about 1270 to the first decades of the sixteenth century, and asks what they were for and how they were made.',
    credits: '**Curated and written by** the portal editorial team.\n\n**Images:** Art Institute of Chicago, public domain (CC0), from the sample collection of this portal.\n\nDates, attributions and media are those of the Art Institute of Chicago\'s records.',
    chapters: [
      {
        identifier: 'the-gold-ground',
        image: 16237,
        categories: ['religious-art', 'techniques'],
        name: 'The gold ground',
        headline: 'Images for prayer, Italy 1270–1450',
        description: 'Gold leaf stood for the light of heaven, and made an image precious.',
        body: [
          { text: 'The Tuscan *Virgin and Child* of about 1270 is painted in tempera on panel. Behind the figures, gold leaf on a prepared ground takes the place of any landscape or room: the figures exist outside earthly space. Allegretto Nuzi (Italian, 1346–1373) used the same means for his *Bishop Saint Enthroned* (1360/70), and a Bolognese painter for a *Madonna of Humility* (1375–1400), in which the Virgin sits on the ground rather than on a throne.' },
          { compare: [16237, 59843], name: 'Tuscany, about 1270, and Bologna, 1375–1400' },
          { image: 16192 },
        ],
      },
      {
        identifier: 'stories-of-saints',
        image: 16156,
        categories: ['religious-art', 'medieval-art'],
        name: 'Stories of saints',
        headline: 'Altarpieces that tell a story',
        description: 'Small panels below or beside the main image told the lives of saints scene by scene.',
        body: [
          { text: 'Giovanni di Paolo (Italian, 1398–1482), a painter of Siena, painted scenes from the life of Saint John the Baptist around 1455. In *Saint John the Baptist Entering the Wilderness* the young saint appears twice, leaving the city gate and climbing into the rocky desert: two moments in one picture. *Ecce Agnus Dei* ("Behold the Lamb of God") shows John pointing out Christ.' },
          { compare: [16156, 16159], name: 'Giovanni di Paolo, about 1455' },
          { text: 'In Spain, Martín de Soria (active 1449–87) painted the legend of Saint Christopher, who set out to serve the most powerful king in the world, and the Master of Riglos a retable of Saints Athanasius, Blaise and Agatha (1440/45).' },
          { compare: [15716, 15717], name: 'Martín de Soria, Saint Christopher panels, 1480/85' },
          { image: 111444 },
        ],
      },
      {
        identifier: 'north-of-the-alps',
        image: 79777,
        categories: ['religious-art', 'portraits', 'techniques'],
        name: 'North of the Alps',
        headline: 'Oil paint and the visible world',
        description: 'Netherlandish and German painters used oil to render surfaces, light and faces.',
        body: [
          { text: 'Hans Memling (Netherlandish, about 1430–1494) worked in Bruges. His *Saint Anthony of Padua* (about 1485) is oil on panel, the technique Netherlandish painters had brought to a new refinement in the fifteenth century. Jean Hey, the Master of Moulins, painted a *Christ Carrying the Cross* of which two fragments are in the collection: Saint John the Evangelist and the mourning Virgin (about 1500).' },
          { image: 79777 },
          { compare: [25749, 183006], name: 'Jean Hey, fragments from Christ Carrying the Cross, about 1500' },
          { text: 'The same technique made portraits of a new precision possible. The *Portrait of a Man in a Red Cap*, painted in South Germany (possibly Ulm) around 1480, shows a sitter whose name is no longer known.' },
          { image: 218072 },
        ],
      },
      {
        identifier: 'florence-around-1490',
        image: 80526,
        categories: ['religious-art'],
        name: 'Florence around 1490',
        headline: 'Botticelli and his neighbours',
        description: 'Devotional images for Florentine homes, and a painted chest with ancient history.',
        body: [
          { text: 'Sandro Botticelli (Italian, 1444/45–1510) painted his *Virgin and Child with Two Angels* around 1490, a devotional image of a kind Florentine households commissioned for their rooms; the same subject by Francesco Botticini (about 1470) shows how widely it was painted.' },
          { compare: [80526, 25781], name: 'Botticelli, about 1490, and Botticini, about 1470' },
          { text: 'Florentine painters also decorated furniture. *The Assassination and Funeral of Julius Caesar* (1455/60), from the workshop of Apollonio di Giovanni, is a long, narrow panel of the kind set into the front of a wedding chest, and tells Roman history from left to right. Bartolomeo di Giovanni\'s *Scenes from the Life of Saint John the Baptist* (1490/95) has the same long format.' },
          { image: 47599 },
          { image: 25740 },
        ],
      },
    ],
  });
}
