import { t } from './build.ts';
import type { SeedBuilder, Translated } from './build.ts';
import { category } from './categories.ts';
import { AGENT, CONCEPT, TIMESPAN } from './entities.ts';
import { editorialTeam, parts } from './article.ts';
import type { Part } from './article.ts';

interface StoryInput {
  readonly identifier: string;
  readonly name: string | Translated;
  readonly headline: string | Translated;
  readonly description: string | Translated;
  readonly datePublished: string;
  readonly image: number;
  readonly categories: readonly string[];
  readonly genre: readonly string[];
  readonly relatedLink: readonly string[];
  readonly contentWarning?: { readonly name: string; readonly description: string };
  readonly body: readonly Part[];
}

function story(b: SeedBuilder, input: StoryInput): string {
  const id = `story-${input.identifier}`;
  const warning = input.contentWarning === undefined
    ? undefined
    : b.add('contentWarning', `${id}-warning`, { name: input.contentWarning.name, description: input.contentWarning.description });
  return b.add('story', id, {
    identifier: input.identifier,
    name: input.name,
    headline: input.headline,
    description: input.description,
    datePublished: input.datePublished,
    primaryImageOfPage: b.image(input.image),
    categories: input.categories.map((identifier) => category(identifier)),
    genre: input.genre,
    relatedLink: input.relatedLink,
    hasPart: parts(b, id, input.body),
    author: [editorialTeam(b)],
    contentWarning: warning,
  }, input.datePublished);
}

/** Story identifiers, newest first (the order `datePublished_DESC` returns). */
export const STORY_IDENTIFIERS = [
  'monet-at-etretat', 'renoir-among-friends', 'saints-and-their-signs', 'the-barbizon-painters', 'breakfast-flowers-and-hourglasses',
  'degas-backstage-and-in-the-cafe', 'myths-on-canvas', 'from-tempera-to-oil', 'a-fortepiano-from-1788',
] as const;

export function addStories(b: SeedBuilder): void {
  story(b, {
    identifier: 'monet-at-etretat',
    datePublished: '2025-08-20T09:00:00.000Z',
    image: 20535,
    categories: ['impressionism', 'landscapes', 'the-sea'],
    genre: ['art', 'landscapes'],
    relatedLink: [AGENT.monet, TIMESPAN.c19],
    name: t({ en: 'Monet at Étretat', de: 'Monet in Étretat', fr: 'Monet à Étretat', nl: 'Monet in Étretat' }),
    headline: t({
      en: 'One Normandy beach, painted again and again in 1885',
      de: 'Ein Strand in der Normandie, 1885 immer wieder gemalt',
      fr: 'Une plage normande, peinte encore et encore en 1885',
      nl: 'Eén strand in Normandië, in 1885 steeds opnieuw geschilderd',
    }),
    description: t({
      en: 'Cliffs, fishing boats on the shingle, boats putting out to sea: three canvases Claude Monet painted at Étretat in 1885.',
      de: 'Kreidefelsen, Fischerboote auf dem Kies, Boote, die ausfahren: drei Leinwände, die Claude Monet 1885 in Étretat malte.',
      fr: 'Falaises, barques de pêche sur les galets, bateaux qui prennent la mer : trois toiles peintes par Claude Monet à Étretat en 1885.',
      nl: 'Krijtrotsen, vissersboten op de kiezels, boten die uitvaren: drie doeken die Claude Monet in 1885 in Étretat schilderde.',
    }),
    body: [
      {
        text: t({
          en: 'Étretat is a fishing village on the Normandy coast, north of Le Havre, known for its white chalk cliffs and the arches the sea has cut into them. Claude Monet (French, 1840–1926) grew up in Le Havre and came back to this coast throughout his life. In 1885 he worked at Étretat for months, painting the beach, the cliffs and the boats in many versions.\n\nThree paintings from that stay are in this collection. All three are oil on canvas and dated 1885.',
          de: 'Étretat ist ein Fischerdorf an der Küste der Normandie, nördlich von Le Havre, bekannt für seine weißen Kreidefelsen und die Bögen, die das Meer hineingeschnitten hat. Claude Monet (Franzose, 1840–1926) wuchs in Le Havre auf und kehrte sein Leben lang an diese Küste zurück. 1885 arbeitete er monatelang in Étretat und malte den Strand, die Felsen und die Boote in vielen Fassungen.\n\nDrei Gemälde aus dieser Zeit gehören zu dieser Sammlung. Alle drei sind Öl auf Leinwand und auf 1885 datiert.',
          fr: 'Étretat est un village de pêcheurs de la côte normande, au nord du Havre, connu pour ses falaises de craie blanche et les arches que la mer y a creusées. Claude Monet (Français, 1840–1926) a grandi au Havre et n\'a cessé de revenir sur cette côte. En 1885, il travaille des mois durant à Étretat et peint la plage, les falaises et les bateaux en de nombreuses versions.\n\nTrois tableaux de ce séjour font partie de cette collection. Tous trois sont des huiles sur toile datées de 1885.',
          nl: 'Étretat is een vissersdorp aan de kust van Normandië, ten noorden van Le Havre, bekend om zijn witte krijtrotsen en de bogen die de zee erin heeft uitgesleten. Claude Monet (Frans, 1840–1926) groeide op in Le Havre en keerde zijn hele leven naar deze kust terug. In 1885 werkte hij maandenlang in Étretat en schilderde het strand, de rotsen en de boten in vele versies.\n\nDrie schilderijen van dat verblijf horen bij deze collectie. Alle drie zijn olieverf op doek, gedateerd 1885.',
        }),
      },
      // Not a fourth view of the hero's beach: Monet's coast of 1867 at Sainte-Adresse, by Le Havre, where he grew up.
      { image: 14598 },
      {
        name: t({ en: 'Three views of the beach', de: 'Drei Ansichten des Strandes', fr: 'Trois vues de la plage', nl: 'Drie gezichten op het strand' }),
        slides: [
          {
            image: 20535,
            text: t({
              en: 'The title names the Falaise d\'Amont, the cliff that closes the bay of Étretat on its eastern side. Monet looks along the curve of the shingle towards it.',
              de: 'Der Titel nennt die Falaise d\'Amont, den Felsen, der die Bucht von Étretat nach Osten abschließt. Monet blickt den Bogen des Kiesstrands entlang auf ihn zu.',
              fr: 'Le titre nomme la falaise d\'Amont, qui ferme la baie d\'Étretat à l\'est. Monet regarde vers elle en suivant la courbe des galets.',
              nl: 'De titel noemt de Falaise d\'Amont, de rots die de baai van Étretat aan de oostkant afsluit. Monet kijkt langs de boog van het kiezelstrand naar haar toe.',
            }),
            citation: 'Claude Monet, Étretat: The Beach and the Falaise d\'Amont, 1885. Art Institute of Chicago.',
          },
          {
            image: 59927,
            text: t({
              en: 'Étretat had no harbour: fishing boats were hauled up onto the shingle between trips. Monet made the beached hulls the subject of the picture.',
              de: 'Étretat hatte keinen Hafen: Die Fischerboote wurden zwischen den Fahrten auf den Kies gezogen. Monet machte die liegenden Rümpfe zum Thema des Bildes.',
              fr: 'Étretat n\'avait pas de port : entre deux sorties, les barques étaient tirées sur les galets. Monet fait de ces coques échouées le sujet du tableau.',
              nl: 'Étretat had geen haven: tussen de tochten werden de vissersboten op de kiezels getrokken. Monet maakte de liggende rompen tot onderwerp van het schilderij.',
            }),
            citation: 'Claude Monet, Boats on the Beach at Étretat, 1885. Art Institute of Chicago.',
          },
          {
            image: 81540,
            text: t({
              en: 'The same boats at sea: in The Departure of the Boats the fleet is leaving the beach, and the picture is about movement, water and weather.',
              de: 'Dieselben Boote auf See: In Die Ausfahrt der Boote verlässt die Flotte den Strand, und das Bild handelt von Bewegung, Wasser und Wetter.',
              fr: 'Les mêmes bateaux en mer : dans Le Départ des bateaux, la flottille quitte la plage, et le tableau parle de mouvement, d\'eau et de temps qu\'il fait.',
              nl: 'Dezelfde boten op zee: in Het vertrek van de boten verlaat de vloot het strand, en het schilderij gaat over beweging, water en weer.',
            }),
            citation: 'Claude Monet, The Departure of the Boats, Étretat, 1885. Art Institute of Chicago.',
          },
        ],
      },
      {
        headline: t({ en: 'One motif, many paintings', de: 'Ein Motiv, viele Bilder', fr: 'Un motif, de nombreux tableaux', nl: 'Eén motief, veel schilderijen' }),
        text: t({
          en: 'Painting one place many times, in different light and weather, became the method of Monet\'s later series, such as the grainstacks and Rouen Cathedral of the 1890s. The Étretat pictures of 1885 already work that way.\n\nThe collection has more of Monet\'s coast: *Cliff Walk at Pourville* (1882), further east along the same Normandy shore, and *Rocks at Port-Goulphar, Belle-Île* (1886), painted on an island off Brittany the following year.',
          de: 'Einen Ort viele Male zu malen, bei wechselndem Licht und Wetter, wurde zur Methode von Monets späteren Serien, etwa der Heuschober und der Kathedrale von Rouen in den 1890er-Jahren. Die Bilder aus Étretat von 1885 arbeiten schon so.\n\nDie Sammlung zeigt mehr von Monets Küste: *Klippenweg bei Pourville* (1882), weiter östlich an derselben Küste der Normandie, und *Felsen bei Port-Goulphar, Belle-Île* (1886), im Jahr darauf auf einer Insel vor der Bretagne gemalt.',
          fr: 'Peindre un même lieu de nombreuses fois, sous des lumières et des temps différents, deviendra la méthode des séries tardives de Monet, comme les meules et la cathédrale de Rouen dans les années 1890. Les tableaux d\'Étretat de 1885 procèdent déjà ainsi.\n\nLa collection montre d\'autres côtes de Monet : *Promenade sur la falaise, Pourville* (1882), plus à l\'est sur le même littoral normand, et *Rochers à Port-Goulphar, Belle-Île* (1886), peint l\'année suivante sur une île au large de la Bretagne.',
          nl: 'Eén plek vele malen schilderen, bij wisselend licht en weer, werd de methode van Monets latere series, zoals de hooimijten en de kathedraal van Rouen uit de jaren 1890. De schilderijen uit Étretat van 1885 werken al zo.\n\nDe collectie toont meer van Monets kust: *Wandeling over de kliffen bij Pourville* (1882), verder oostelijk aan dezelfde Normandische kust, en *Rotsen bij Port-Goulphar, Belle-Île* (1886), een jaar later geschilderd op een eiland voor de kust van Bretagne.',
        }),
      },
      { compare: [14620, 20545], name: t({ en: 'Pourville (1882) and Belle-Île (1886)', de: 'Pourville (1882) und Belle-Île (1886)', fr: 'Pourville (1882) et Belle-Île (1886)', nl: 'Pourville (1882) en Belle-Île (1886)' }) },
      { link: t({ en: 'All paintings by Claude Monet', de: 'Alle Gemälde von Claude Monet', fr: 'Tous les tableaux de Claude Monet', nl: 'Alle schilderijen van Claude Monet' }), url: '/collections/person/97129501-claude-monet' },
    ],
  });

  story(b, {
    identifier: 'renoir-among-friends',
    datePublished: '2025-08-05T09:00:00.000Z',
    image: 81555,
    categories: ['impressionism', 'portraits', 'everyday-life'],
    genre: ['art', 'portraits'],
    relatedLink: [AGENT.renoir, TIMESPAN.c19],
    name: t({ en: 'Renoir among friends', de: 'Renoir im Freundeskreis', fr: 'Renoir entre amis', nl: 'Renoir onder vrienden' }),
    headline: t({
      en: 'A fellow painter, a riverside lunch, two acrobats and the children of a patron',
      de: 'Ein Malerkollege, ein Mittagessen am Fluss, zwei Akrobatinnen und die Kinder eines Förderers',
      fr: 'Un ami peintre, un déjeuner au bord de l\'eau, deux acrobates et les enfants d\'un mécène',
      nl: 'Een schildersvriend, een lunch aan de rivier, twee acrobaten en de kinderen van een beschermheer',
    }),
    description: t({
      en: 'Pierre-Auguste Renoir painted the people around him. Five canvases from 1875 to 1883 show whom he painted and where.',
      de: 'Pierre-Auguste Renoir malte die Menschen um sich herum. Fünf Leinwände von 1875 bis 1883 zeigen, wen er malte und wo.',
      fr: 'Pierre-Auguste Renoir peignait les gens qui l\'entouraient. Cinq toiles de 1875 à 1883 montrent qui il a peint, et où.',
      nl: 'Pierre-Auguste Renoir schilderde de mensen om hem heen. Vijf doeken van 1875 tot 1883 laten zien wie hij schilderde, en waar.',
    }),
    body: [
      {
        text: t({
          en: 'Pierre-Auguste Renoir (French, 1841–1919) is one of the two best-represented painters in this collection, with thirteen works. Many of them are portraits and scenes of people at leisure, painted in the years when Renoir exhibited with the Impressionists.',
          de: 'Pierre-Auguste Renoir (Franzose, 1841–1919) ist mit dreizehn Werken einer der beiden am stärksten vertretenen Maler dieser Sammlung. Viele davon sind Porträts und Szenen von Menschen in ihrer freien Zeit, gemalt in den Jahren, in denen Renoir mit den Impressionisten ausstellte.',
          fr: 'Pierre-Auguste Renoir (Français, 1841–1919) est, avec treize œuvres, l\'un des deux peintres les mieux représentés de cette collection. Beaucoup sont des portraits et des scènes de loisirs, peints dans les années où Renoir exposait avec les impressionnistes.',
          nl: 'Pierre-Auguste Renoir (Frans, 1841–1919) is met dertien werken een van de twee best vertegenwoordigde schilders in deze collectie. Veel ervan zijn portretten en taferelen van mensen in hun vrije tijd, geschilderd in de jaren dat Renoir met de impressionisten exposeerde.',
        }),
      },
      {
        headline: t({ en: 'A fellow painter', de: 'Ein Malerkollege', fr: 'Un ami peintre', nl: 'Een schildersvriend' }),
        text: t({
          en: 'Alfred Sisley (1839–1899) was a landscape painter and one of Renoir\'s oldest friends: they had met as students in Paris in the 1860s. Renoir painted this portrait of him in 1876, the year of the second Impressionist exhibition.',
          de: 'Alfred Sisley (1839–1899) war Landschaftsmaler und einer von Renoirs ältesten Freunden: Sie hatten sich in den 1860er-Jahren als Studenten in Paris kennengelernt. Renoir malte dieses Bildnis 1876, im Jahr der zweiten Impressionisten-Ausstellung.',
          fr: 'Alfred Sisley (1839–1899) était paysagiste et l\'un des plus anciens amis de Renoir : ils s\'étaient connus étudiants à Paris dans les années 1860. Renoir a peint ce portrait en 1876, l\'année de la deuxième exposition impressionniste.',
          nl: 'Alfred Sisley (1839–1899) was landschapsschilder en een van Renoirs oudste vrienden: ze hadden elkaar in de jaren 1860 als studenten in Parijs leren kennen. Renoir schilderde dit portret in 1876, het jaar van de tweede impressionistententoonstelling.',
        }),
      },
      { image: 14650 },
      {
        headline: t({ en: 'On the river at Chatou', de: 'Am Fluss bei Chatou', fr: 'Au bord de la Seine, à Chatou', nl: 'Aan de rivier bij Chatou' }),
        text: t({
          en: 'The Restaurant Fournaise stood on an island in the Seine at Chatou, west of Paris, and was popular with rowers. *Lunch at the Restaurant Fournaise (The Rowers\' Lunch)* dates from 1875. Renoir returned there often; *Two Sisters (On the Terrace)*, painted in 1881, is set on the restaurant\'s terrace above the river.',
          de: 'Das Restaurant Fournaise lag auf einer Seine-Insel bei Chatou, westlich von Paris, und war bei Ruderern beliebt. *Mittagessen im Restaurant Fournaise (Das Mittagessen der Ruderer)* stammt von 1875. Renoir kam oft zurück; *Zwei Schwestern (Auf der Terrasse)*, 1881 gemalt, spielt auf der Terrasse des Restaurants über dem Fluss.',
          fr: 'Le restaurant Fournaise se trouvait sur une île de la Seine à Chatou, à l\'ouest de Paris, et attirait les canotiers. *Le Déjeuner au restaurant Fournaise (Le Déjeuner des canotiers)* date de 1875. Renoir y revint souvent ; *Deux sœurs (Sur la terrasse)*, peint en 1881, a pour cadre la terrasse du restaurant au-dessus du fleuve.',
          nl: 'Restaurant Fournaise lag op een eiland in de Seine bij Chatou, ten westen van Parijs, en was geliefd bij roeiers. *Lunch in restaurant Fournaise (De lunch van de roeiers)* dateert van 1875. Renoir kwam er vaak terug; *Twee zusters (Op het terras)*, geschilderd in 1881, speelt zich af op het terras van het restaurant boven de rivier.',
        }),
      },
      { compare: [81555, 14655], name: t({ en: 'Chatou, 1875 and 1881', de: 'Chatou, 1875 und 1881', fr: 'Chatou, 1875 et 1881', nl: 'Chatou, 1875 en 1881' }) },
      {
        headline: t({ en: 'Performers and children', de: 'Artistinnen und Kinder', fr: 'Artistes et enfants', nl: 'Artiesten en kinderen' }),
        text: t({
          en: 'The Cirque Fernando was a circus in Montmartre. In 1879 Renoir painted two young acrobats of its company, Francisca and Angelina Wartenberg, taking a bow in the ring. Four years later he painted *Lucie Berard (Child in White)*, a daughter of the diplomat and banker Paul Berard, one of his most loyal supporters.',
          de: 'Der Cirque Fernando war ein Zirkus in Montmartre. 1879 malte Renoir zwei junge Akrobatinnen der Truppe, Francisca und Angelina Wartenberg, wie sie sich in der Manege verbeugen. Vier Jahre später malte er *Lucie Berard (Kind in Weiß)*, eine Tochter des Diplomaten und Bankiers Paul Berard, eines seiner treuesten Förderer.',
          fr: 'Le cirque Fernando était un cirque de Montmartre. En 1879, Renoir y peint deux jeunes acrobates de la troupe, Francisca et Angelina Wartenberg, saluant sur la piste. Quatre ans plus tard, il peint *Lucie Berard (Enfant en blanc)*, fille du diplomate et banquier Paul Berard, l\'un de ses soutiens les plus fidèles.',
          nl: 'Het Cirque Fernando was een circus in Montmartre. In 1879 schilderde Renoir twee jonge acrobaten van het gezelschap, Francisca en Angelina Wartenberg, die in de piste een buiging maken. Vier jaar later schilderde hij *Lucie Berard (Kind in het wit)*, een dochter van de diplomaat en bankier Paul Berard, een van zijn trouwste beschermheren.',
        }),
      },
      { image: 81558 },
      { image: 16600 },
      { link: t({ en: 'All works by Pierre-Auguste Renoir', de: 'Alle Werke von Pierre-Auguste Renoir', fr: 'Toutes les œuvres de Pierre-Auguste Renoir', nl: 'Alle werken van Pierre-Auguste Renoir' }), url: '/collections/person/97271581-pierre-auguste-renoir' },
    ],
  });

  story(b, {
    identifier: 'saints-and-their-signs',
    datePublished: '2025-07-15T09:00:00.000Z',
    image: 80570,
    categories: ['religious-art', 'medieval-art'],
    genre: ['art', 'religion'],
    relatedLink: [CONCEPT.tempera, TIMESPAN.c15],
    contentWarning: {
      name: 'Depictions of martyrdom',
      description: 'This story explains the signs by which painters identified martyred saints. Some of them refer to torture and violent deaths; the paintings show the signs, not the violence.',
    },
    name: 'Saints and their signs',
    headline: 'How to recognise a saint in a medieval altarpiece',
    description: 'A tower, a tooth, a wheel, a dragon: painters gave each saint an attribute, so that people could tell them apart at a glance.',
    body: [
      { text: 'Late medieval altarpieces are crowded with saints who look much alike: richly dressed, haloed, standing against gold. Painters and their public told them apart by **attributes**, objects tied to each saint\'s legend. Knowing a few of them turns a row of figures into a cast of characters.\n\nThe paintings here come from Spain and Italy and were painted in tempera (pigment bound with egg) or oil on wooden panel between about 1375 and 1600.' },
      {
        name: 'Reading the attributes',
        slides: [
          { image: 80570, text: 'In this panel by Master Alejo (active in Spain, about 1485–1516), three virgin martyrs stand side by side. Saint Apollonia holds a pair of pincers with a tooth; Saint Barbara carries a tower, the one in which, according to her legend, her father shut her away; Saint Agatha holds a dish with her severed breasts.', citation: 'Master Alejo, Saints Apollonia, Barbara, and Agatha, 1490/1500. Tempera on panel. Art Institute of Chicago.' },
          { image: 35226, text: 'Saint Lucy of Syracuse is shown with her eyes on a dish or a stem. Her name comes from the Latin *lux*, light, and she was invoked against diseases of the eyes.', citation: 'Vergós Workshop, Saint Lucy, about 1500. Oil and gold on panel. Art Institute of Chicago.' },
          { image: 15468, text: 'Saint George, a soldier saint, is recognised by the dragon he defeats to free a princess. Bernat Martorell, working in Barcelona, painted him in 1434/35; George is the patron saint of Catalonia.', citation: 'Bernat Martorell, Saint George and the Dragon, 1434/35. Tempera on panel. Art Institute of Chicago.' },
        ],
      },
      { headline: 'The wheel of Saint Catherine', text: 'Saint Catherine of Alexandria was condemned to be broken on a spiked wheel, which, in her legend, shattered at her touch. The wheel became her sign, and gave its name to the firework. In this panel from northern Spain (1375/1400) the story itself is the subject: Catherine delivered from the wheel.' },
      { image: 12683 },
      { headline: 'Gifts and cloaks', text: 'Not every attribute recalls a martyrdom. Saint Martin of Tours, a Roman soldier, cut his cloak in two to share it with a beggar at the gate of Amiens; he is shown on horseback with a sword and cloak. El Greco first painted the scene for a chapel in Toledo in the late 1590s and the composition was repeated several times; this version is dated about 1597–1600.' },
      { image: 67362 },
      { link: 'Search the collection for tempera paintings', url: '/search?query=tempera' },
    ],
  });

  story(b, {
    identifier: 'the-barbizon-painters',
    datePublished: '2025-06-24T09:00:00.000Z',
    image: 894,
    categories: ['landscapes'],
    genre: ['art', 'landscapes'],
    relatedLink: [AGENT.dupre, AGENT.daubigny, AGENT.diaz, AGENT.millet, AGENT.corot],
    name: 'The painters of Barbizon',
    headline: 'Forest, marsh and field before Impressionism',
    description: 'In the 1840s and 1850s a group of French painters took landscape out of the studio and into the Forest of Fontainebleau.',
    body: [
      { text: 'Barbizon is a village on the edge of the Forest of Fontainebleau, about sixty kilometres south-east of Paris. From the 1830s onwards painters stayed there to study the forest, the heath and the farmland from nature. Art historians call them the Barbizon school, although they never formed a school: Théodore Rousseau, Jules Dupré, Narcisse Virgile Diaz de la Peña, Constant Troyon, Charles François Daubigny and Jean-François Millet are the names most often counted among them.\n\nThis collection holds works by all six.' },
      { image: 894 },
      { headline: 'Trees, ponds and weather', text: 'Rousseau\'s *Springtime* and his *Landscape*, both about 1860 and both oil on panel, are small pictures of ordinary places. Diaz\'s *Pond in the Woods* (1862) and Dupré\'s *The Cottage by the Roadside, Stormy Sky* (about 1860) are about light breaking through trees and clouds. None of them shows a famous view.' },
      { compare: [95993, 891], name: 'Diaz, Pond in the Woods (1862) and Dupré, The Cottage by the Roadside (about 1860)' },
      { headline: 'A painter on a boat', text: 'Daubigny painted rivers and marshes, from 1857 often from a small boat he had fitted out as a floating studio. *Houses in Optevoz* (1852) comes from a village in the Isère where he worked in the early 1850s; *The Marsh* dates from 1871.' },
      { image: 94842 },
      { headline: 'People at work', text: 'Millet settled in Barbizon in 1849 and stayed until his death. He painted the people who worked the land: *The Woodchopper* (about 1858–66), *The Sheepshearers* (about 1857–61), *The Keeper of the Herd* (1871–74). His farm workers, painted without sentiment, were controversial in their time and admired by later painters, among them Vincent van Gogh.' },
      { image: 81522 },
      { text: 'Corot, older than the others, was a friend of several of them and worked in the forest too. His *Souvenir of Italy* (1855–60) shows the other side of his work: landscapes remembered rather than observed.' },
      { link: 'Landscapes in the collection', url: '/themes/landscapes' },
    ],
  });

  story(b, {
    identifier: 'breakfast-flowers-and-hourglasses',
    datePublished: '2025-06-03T09:00:00.000Z',
    image: 257286,
    categories: ['still-life'],
    genre: ['art'],
    relatedLink: [TIMESPAN.c17],
    name: 'Breakfast, flowers and hourglasses',
    headline: 'Still life in the Netherlands and Flanders in the seventeenth century',
    description: 'Laid tables, impossible bouquets and reminders of death: how Dutch and Flemish painters made a genre of things.',
    body: [
      { text: 'In the seventeenth century, painters in the Dutch Republic and in Flanders turned the painting of objects into a genre of its own, with specialists for flowers, for laid tables, for game. The collection has examples of each.' },
      { headline: 'The laid table', text: 'Willem Claesz. Heda (Dutch, 1594–1680) worked in Haarlem and painted "breakfast pieces": a table with a few objects, a glass, a pewter plate, bread, a half-peeled lemon. His *Breakfast Still Life* of 1647 is painted in a restrained range of greys, silvers and browns, which made the reflections in glass and metal the true subject.' },
      { image: 257286 },
      { headline: 'A bouquet that never was', text: 'The bouquet attributed to Jan Brueghel the Elder (Flemish, 1568–1625), painted around 1610, brings together flowers from different seasons. Painters composed such bouquets from separate studies; no vase ever held them all at once. The anonymous Dutch *Flowers in a Vase* (about 1750) continues the genre more than a century later.' },
      { compare: [64029, 8610], name: 'Flower pieces, about 1610 and about 1750' },
      { headline: 'Vanitas', text: 'Some still lifes carry a warning. A *vanitas* (Latin for "emptiness", from Ecclesiastes: "vanity of vanities, all is vanity") gathers objects of learning, music and wealth next to signs of time passing. Edwaert Collier (Dutch, 1642–1708) packed his 1662 canvas with a flag, a candlestick, musical instruments, books, writing things, globes and an hourglass.' },
      { image: 258490 },
      { text: 'Pieter Gerritsz. van Roestraeten (Dutch, 1630–1700), who worked in London, painted silver and heirlooms; his *Still Life with Ostrich Egg Cup and the Whitfield Heirlooms* (about 1670) names the family whose objects it shows.' },
      { image: 198905 },
    ],
  });

  story(b, {
    identifier: 'degas-backstage-and-in-the-cafe',
    datePublished: '2025-05-13T09:00:00.000Z',
    image: 18951,
    categories: ['impressionism', 'everyday-life', 'portraits'],
    genre: ['art', 'portraits'],
    relatedLink: [AGENT.degas],
    name: 'Degas backstage and in the café',
    headline: 'Dancers, a singer, a milliner\'s shop and a family portrait',
    description: 'Edgar Degas painted Paris at work and at play, often from unexpected angles. Seven works in the collection show how.',
    body: [
      { text: 'Edgar Degas (French, 1834–1917) took part in most of the Impressionist exhibitions but, unlike Monet, had little interest in painting outdoors. His subjects were people, above all in the theatre, the café and the shop, seen as if by chance: from the wings, from behind, cut off by the frame.' },
      { headline: 'From the wings', text: '*Yellow Dancers (In the Wings)*, painted in 1874–76, looks at dancers waiting offstage rather than performing. The ballet of the Paris Opéra was Degas\'s most frequent subject.' },
      { image: 18951 },
      { headline: 'A singer and a shop', text: 'The *Café Singer* of 1879 shows a performer of the café-concerts, the singing cafés of Paris, lit from below. *The Millinery Shop* (1879–86) shows a woman at work among hats; Degas returned to milliners many times in the 1880s.' },
      { compare: [84076, 14572], name: 'Café Singer (1879) and The Millinery Shop (1879–86)' },
      { headline: 'Trying new materials', text: 'Degas liked unusual techniques. *Portrait after a Costume Ball (Portrait of Madame Dietz-Monnin)*, of 1879, is painted in distemper, metallic paint and pastel on canvas.' },
      { image: 80604 },
      { headline: 'Family and history', text: 'Degas began as a painter of history and portraits. *Young Spartan Girls Challenging Boys* (about 1860) is an early history painting; *Portrait of Mme Lisle and Mme Loubens* (about 1867) and *Henri Degas and His Niece Lucie Degas* (1875–76), the painter\'s uncle and cousin, are portraits of people he knew.' },
      { image: 14574 },
      { link: 'All works by Edgar Degas', url: '/collections/person/91257422-edgar-degas' },
    ],
  });

  story(b, {
    identifier: 'myths-on-canvas',
    datePublished: '2025-04-22T09:00:00.000Z',
    image: 12879,
    categories: ['mythology'],
    genre: ['art'],
    relatedLink: [AGENT.rottmayr, TIMESPAN.c17, TIMESPAN.c18],
    contentWarning: {
      name: 'Violence in myth',
      description: 'Some of the myths retold here end in violent punishment, which the text mentions briefly.',
    },
    name: 'Myths on canvas',
    headline: 'Gods, heroes and lovers from Greek and Roman stories, painted from 1536 to 1888',
    description: 'Ovid and Homer supplied European painters with stories for four centuries. A selection from the collection, with the tales behind the pictures.',
    body: [
      { text: 'Greek and Roman myths, known to painters above all through Ovid\'s *Metamorphoses*, gave European art its favourite subjects after the Bible: love, jealousy, pride and punishment, told with gods and heroes. The paintings here span three and a half centuries.' },
      {
        name: 'Three paintings by Johann Michael Rottmayr',
        slides: [
          { image: 12876, text: 'Diana, goddess of the hunt and the moon, falls in love with the sleeping shepherd Endymion.', citation: 'Johann Michael Rottmayr, Diana and Endymion, 1690/95. Art Institute of Chicago.' },
          { image: 12879, text: 'Venus brings Cupid to the forge of her husband Vulcan, the smith of the gods, who makes weapons and armour.', citation: 'Johann Michael Rottmayr, Venus and Cupid at the Forge of Vulcan, 1690/95. Art Institute of Chicago.' },
          { image: 12883, text: 'Jupiter (Jove) hurls thunderbolts at the giants who rebelled against the gods of Olympus. Rottmayr (Austrian, 1654–1730) was a painter of large ceiling frescoes, and these dramatic compositions show that scale of ambition on canvas.', citation: 'Johann Michael Rottmayr, Jove casts his Thunderbolts at the Rebellious Giants, 1690/95. Art Institute of Chicago.' },
        ],
      },
      { headline: 'The judgement of Paris', text: 'The Trojan prince Paris had to choose the most beautiful of three goddesses; Venus won by promising him Helen, the wife of the Spartan king, and the Trojan War followed. The Monogrammist PG painted *The Dream of Paris* in 1536. Around 1787 Johann Heinrich Wilhelm Tischbein (German, 1751–1829), friend and portraitist of Goethe, painted the two lovers as a pair: *Paris* and *Helen*.' },
      { compare: [227532, 227534], name: 'Tischbein, Paris and Helen, about 1787' },
      { headline: 'A contest with a god', text: 'The satyr Marsyas challenged Apollo to a music contest, his pipes against the god\'s lyre. He lost, and Apollo punished him cruelly by flaying him alive. Hans Thoma (German, 1839–1924) painted the subject in 1888.' },
      { image: 192691 },
      { text: 'Other myths in the collection: *Wounded Eurydice* by Corot (1868–70), Orpheus\'s wife bitten by a snake; *Alpheus and Arethusa* by Moyses van Uyttenbroeck (1626), the nymph who escaped the river god by becoming a spring; *Venus, Cupid and Ceres* by Cornelis Cornelisz van Haarlem (1604).' },
      { link: 'Search the collection for mythology', url: '/search?query=Venus%20OR%20Diana%20OR%20Paris' },
    ],
  });

  story(b, {
    identifier: 'from-tempera-to-oil',
    datePublished: '2025-03-18T09:00:00.000Z',
    image: 102087,
    categories: ['techniques', 'medieval-art'],
    genre: ['art'],
    relatedLink: [CONCEPT.tempera, CONCEPT.oilPaint, CONCEPT.panel, CONCEPT.canvas, CONCEPT.copper],
    name: 'From tempera to oil',
    headline: 'What paintings are made of, from gold ground to jute canvas',
    description: 'The medium line of a museum label tells a history of painting. Read it for six paintings in the collection.',
    body: [
      { text: 'Every painting in this collection has a *medium*: what it is painted with and on. Read in date order, those short lines tell how European painting changed its materials over six centuries.' },
      { headline: 'Tempera and gold on wood', text: 'Before about 1450 most panel paintings in Italy were painted in egg tempera: pigment bound with egg yolk, which dries fast to a matt surface. The background was often gold leaf laid over a prepared ground. The Tuscan *Virgin and Child* of about 1270, one of the oldest paintings here, and a Central Italian *Virgin and Child* of about 1450, "tempera and oil on panel, gold ground", show the technique.' },
      { compare: [16237, 102087], name: 'Gold-ground panels, about 1270 and about 1450' },
      { headline: 'Oil on panel', text: 'Painters in the Netherlands perfected oil paint in the fifteenth century: pigment in linseed or walnut oil, slow to dry, built up in thin translucent layers. Hans Memling\'s *Saint Anthony of Padua* (about 1485) is oil on panel, like most Netherlandish paintings of the period in the collection.' },
      { image: 79777 },
      { headline: 'Copper', text: 'Around 1600 some painters chose sheets of copper, whose smooth surface suited fine detail. Adam Elsheimer\'s *Saint John the Baptist in the Wilderness* (about 1605) and Ludovico Carracci\'s *The Vision of Saint Francis* (about 1602) are both oil on copper.' },
      { image: 213758 },
      { headline: 'Canvas, and what came after', text: 'Canvas, lighter and cheaper than panel and able to cover large areas, became the usual support from the sixteenth century onwards. In the nineteenth century painters tried others too: Paul Gauguin\'s *Arlésiennes (Mistral)* (1888) is on coarse jute canvas, Albert Besnard\'s *Woman\'s Head* (about 1890) on cardboard, and Henri de Toulouse-Lautrec\'s *Ballet Dancers* (1885/86) was painted on plaster and later transferred to canvas.' },
      { image: 19339 },
      { link: 'Search for oil on copper', url: '/search?query=copper' },
    ],
  });

  story(b, {
    identifier: 'a-fortepiano-from-1788',
    datePublished: '2025-02-25T09:00:00.000Z',
    image: 14655,
    categories: ['music'],
    genre: ['music'],
    relatedLink: [],
    name: 'A fortepiano from 1788',
    headline: 'The Hammerflügel of the Germanisches Nationalmuseum, and a Renoir',
    description: 'One of the real Europeana records in the sample is a musical instrument: a grand piano with hammers, dated 1788.',
    body: [
      { text: 'Most of the sample collection is paintings, but one of the real Europeana records it includes is a musical instrument: a *Hammerflügel*, German for a grand piano with hammer action, in the Germanisches Nationalmuseum in Nuremberg. Its record names the maker as Stein and the date as 1788.\n\nThe Stein family of Augsburg were among the most admired makers of such instruments in the late eighteenth century. A Hammerflügel of that time is smaller and lighter than a modern grand piano, with a wooden frame and leather-covered hammers, and a clearer, quicker sound.' },
      { link: 'View the Hammerflügel record', url: '/item/09102/_GNM_693983' },
      { text: 'Pianos in paintings: a century later the piano had become the centre of middle-class home life, and Renoir painted women and children playing it many times. In this collection, music appears in the *Portrait of a Musician* by Alessandro Longhi (about 1770) and in the instruments of Edwaert Collier\'s vanitas still life (1662).' },
      { image: 88374 },
    ],
  });
}
