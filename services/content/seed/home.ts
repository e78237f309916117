import { t } from './build.ts';
import type { SeedBuilder } from './build.ts';
import { entityCard, illustration } from './cards.ts';
import { AGENT, CONCEPT, TIMESPAN } from './entities.ts';

/** "Stories and exhibitions": the home page's call to action and the stories page's headline. */
const STORIES_AND_EXHIBITIONS = t({
  en: 'Stories and exhibitions', bg: 'Истории и изложби', cs: 'Příběhy a výstavy', da: 'Historier og udstillinger', de: 'Geschichten und Ausstellungen',
  el: 'Ιστορίες και εκθέσεις', es: 'Historias y exposiciones', et: 'Lood ja näitused', eu: 'Istorioak eta erakusketak', fi: 'Tarinat ja näyttelyt',
  fr: 'Récits et expositions', ga: 'Scéalta agus taispeántais', hr: 'Priče i izložbe', hu: 'Történetek és kiállítások', it: 'Storie e mostre',
  lt: 'Istorijos ir parodos', lv: 'Stāsti un izstādes', mt: 'Stejjer u wirjiet', nl: 'Verhalen en tentoonstellingen', pl: 'Historie i wystawy',
  pt: 'Histórias e exposições', ro: 'Povești și expoziții', sk: 'Príbehy a výstavy', sl: 'Zgodbe in razstave', sv: 'Berättelser och utställningar',
});

function homePage(b: SeedBuilder): void {
  const stories = b.add('primaryCallToAction', 'home-cta-stories', {
    name: STORIES_AND_EXHIBITIONS,
    text: t({
      en: 'Saints and their signs, Monet at Étretat, still lifes with hourglasses: read about the paintings behind the search results.',
      bg: 'Светци и техните атрибути, Моне в Étretat, натюрморти с пясъчни часовници: прочетете за картините, които стоят зад резултатите от търсенето.',
      cs: 'Světci a jejich atributy, Monet v Étretatu, zátiší s přesýpacími hodinami: přečtěte si o obrazech, které se skrývají za výsledky vyhledávání.',
      da: 'Helgener og deres kendetegn, Monet i Étretat, stilleben med timeglas: læs om malerierne bag søgeresultaterne.',
      de: 'Heilige und ihre Zeichen, Monet in Étretat, Stillleben mit Sanduhren: Lesen Sie über die Gemälde hinter den Suchergebnissen.',
      el: 'Άγιοι και τα σύμβολά τους, ο Μονέ στο Étretat, νεκρές φύσεις με κλεψύδρες: διαβάστε για τους πίνακες πίσω από τα αποτελέσματα της αναζήτησης.',
      es: 'Los santos y sus atributos, Monet en Étretat, bodegones con relojes de arena: lea sobre los cuadros que hay detrás de los resultados de búsqueda.',
      et: 'Pühakud ja nende tunnusmärgid, Monet Étretat\'s, vaikelud liivakelladega: lugege maalidest, mis peituvad otsingutulemuste taga.',
      eu: 'Santuak eta haien ikurrak, Monet Étretaten, natura hilak harea-erlojuekin: irakurri bilaketaren emaitzen atzean dauden margolanei buruz.',
      fi: 'Pyhimykset ja heidän tunnuksensa, Monet Étretat\'ssa, asetelmat tiimalaseineen: lue hakutulosten taustalla olevista maalauksista.',
      fr: 'Les saints et leurs attributs, Monet à Étretat, des natures mortes aux sabliers : découvrez les tableaux derrière les résultats de recherche.',
      ga: 'Naoimh agus a gcomharthaí sóirt, Monet in Étretat, pictiúir neamhbheo le horláistí: léigh faoi na pictiúir atá taobh thiar de na torthaí cuardaigh.',
      hr: 'Sveci i njihovi atributi, Monet u Étretatu, mrtve prirode s pješčanim satovima: pročitajte više o slikama koje se kriju iza rezultata pretraživanja.',
      hu: 'Szentek és jelképeik, Monet Étretat-ban, csendéletek homokórával: olvasson a keresési találatok mögött álló festményekről.',
      it: 'I santi e i loro attributi, Monet a Étretat, nature morte con clessidre: legga le storie dei dipinti dietro i risultati della ricerca.',
      lt: 'Šventieji ir jų atributai, Monet Étretat pakrantėje, natiurmortai su smėlio laikrodžiais: skaitykite apie paveikslus, slypinčius už paieškos rezultatų.',
      lv: 'Svētie un viņu atribūti, Monē Étretat piekrastē, klusās dabas ar smilšu pulksteņiem: lasiet par gleznām, kas slēpjas aiz meklēšanas rezultātiem.',
      mt: 'Il-qaddisin u s-simboli tagħhom, Monet f\'Étretat, natura morta b\'arloġġi tar-ramel: aqra dwar il-pitturi wara r-riżultati tat-tfittxija.',
      nl: 'Heiligen en hun attributen, Monet in Étretat, stillevens met zandlopers: lees over de schilderijen achter de zoekresultaten.',
      pl: 'Święci i ich atrybuty, Monet w Étretat, martwe natury z klepsydrami: przeczytaj o obrazach, które kryją się za wynikami wyszukiwania.',
      pt: 'Os santos e os seus atributos, Monet em Étretat, naturezas-mortas com ampulhetas: leia sobre os quadros por detrás dos resultados da pesquisa.',
      ro: 'Sfinții și atributele lor, Monet la Étretat, naturi moarte cu clepsidre: citiți despre picturile din spatele rezultatelor căutării.',
      sk: 'Svätci a ich atribúty, Monet v Étretate, zátišia s presýpacími hodinami: prečítajte si o obrazoch, ktoré sa skrývajú za výsledkami vyhľadávania.',
      sl: 'Svetniki in njihovi atributi, Monet v Étretatu, tihožitja s peščenimi urami: preberite več o slikah, ki se skrivajo za rezultati iskanja.',
      sv: 'Helgon och deras kännetecken, Monet i Étretat, stilleben med timglas: läs om målningarna bakom sökresultaten.',
    }),
    relatedLink: b.link('home-cta-stories-link', t({
      en: 'Read the stories', bg: 'Прочетете историите', cs: 'Číst příběhy', da: 'Læs historierne', de: 'Zu den Geschichten', el: 'Διαβάστε τις ιστορίες',
      es: 'Lea las historias', et: 'Lugege lugusid', eu: 'Irakurri istorioak', fi: 'Lue tarinoita', fr: 'Lire les récits', ga: 'Léigh na scéalta',
      hr: 'Pročitajte priče', hu: 'Olvassa el a történeteket', it: 'Legga le storie', lt: 'Skaitykite istorijas', lv: 'Lasiet stāstus', mt: 'Aqra l-istejjer',
      nl: 'Lees de verhalen', pl: 'Czytaj historie', pt: 'Ler as histórias', ro: 'Citiți poveștile', sk: 'Čítať príbehy', sl: 'Preberite zgodbe',
      sv: 'Läs berättelserna',
    }), '/stories'),
    image: illustration(b, 59927, 'Boats on the Beach at Étretat'),
  });
  const share = b.add('primaryCallToAction', 'home-cta-share', {
    name: t({
      en: 'Share your collections', bg: 'Споделете своите колекции', cs: 'Sdílejte své sbírky', da: 'Del dine samlinger', de: 'Teilen Sie Ihre Sammlungen',
      el: 'Μοιραστείτε τις συλλογές σας', es: 'Comparta sus colecciones', et: 'Jagage oma kogusid', eu: 'Partekatu zure bildumak', fi: 'Jaa kokoelmasi',
      fr: 'Partagez vos collections', ga: 'Roinn do bhailiúcháin', hr: 'Podijelite svoje zbirke', hu: 'Ossza meg gyűjteményeit',
      it: 'Condividere le proprie collezioni', lt: 'Dalykitės savo kolekcijomis', lv: 'Kopīgojiet savas kolekcijas', mt: 'Aqsam il-kollezzjonijiet tiegħek',
      nl: 'Deel uw collecties', pl: 'Udostępnij swoje kolekcje', pt: 'Partilhe as suas coleções', ro: 'Partajați-vă colecțiile', sk: 'Zdieľajte svoje zbierky',
      sl: 'Delite svoje zbirke', sv: 'Dela era samlingar',
    }),
    text: t({
      en: 'Museums, libraries and archives: find out how your collection data can be published in a portal like this one.',
      bg: 'Музеи, библиотеки и архиви: научете как данните за вашите колекции могат да бъдат публикувани в портал като този.',
      cs: 'Muzea, knihovny a archivy: zjistěte, jak lze data o vašich sbírkách zveřejnit na portálu, jako je tento.',
      da: 'Museer, biblioteker og arkiver: find ud af, hvordan dine samlingsdata kan offentliggøres på en portal som denne.',
      de: 'Museen, Bibliotheken und Archive: Erfahren Sie, wie Ihre Sammlungsdaten in einem Portal wie diesem veröffentlicht werden können.',
      el: 'Μουσεία, βιβλιοθήκες και αρχεία: μάθετε πώς μπορούν να δημοσιευτούν τα δεδομένα των συλλογών σας σε μια πύλη σαν αυτή.',
      es: 'Museos, bibliotecas y archivos: descubra cómo publicar los datos de sus colecciones en un portal como este.',
      et: 'Muuseumid, raamatukogud ja arhiivid: uurige, kuidas avaldada oma kogude andmeid sellises portaalis nagu see.',
      eu: 'Museoak, liburutegiak eta artxiboak: ikusi nola argitara daitezkeen zure bildumetako datuak honelako atari batean.',
      fi: 'Museot, kirjastot ja arkistot: ota selvää, miten kokoelmiesi tiedot voi julkaista tämänkaltaisessa portaalissa.',
      fr: 'Musées, bibliothèques et archives : découvrez comment publier les données de vos collections dans un portail comme celui-ci.',
      ga: 'Músaeim, leabharlanna agus cartlanna: faigh amach conas is féidir sonraí do bhailiúchán a fhoilsiú i dtairseach cosúil leis an gceann seo.',
      hr: 'Muzeji, knjižnice i arhivi: saznajte kako se podaci o vašim zbirkama mogu objaviti na portalu poput ovoga.',
      hu: 'Múzeumok, könyvtárak és levéltárak: tudja meg, hogyan tehetők közzé gyűjteményének adatai egy ehhez hasonló portálon.',
      it: 'Musei, biblioteche e archivi: scopra come pubblicare i dati delle proprie collezioni in un portale come questo.',
      lt: 'Muziejai, bibliotekos ir archyvai: sužinokite, kaip jūsų kolekcijų duomenis galima paskelbti tokiame portale kaip šis.',
      lv: 'Muzeji, bibliotēkas un arhīvi: uzziniet, kā jūsu kolekciju datus var publicēt tādā portālā kā šis.',
      mt: 'Mużewijiet, libreriji u arkivji: skopri kif id-data tal-kollezzjonijiet tiegħek tista\' tiġi ppubblikata f\'portal bħal dan.',
      nl: 'Musea, bibliotheken en archieven: ontdek hoe uw collectiegegevens in een portaal als dit gepubliceerd kunnen worden.',
      pl: 'Muzea, biblioteki i archiwa: dowiedz się, jak opublikować dane o swoich kolekcjach w portalu takim jak ten.',
      pt: 'Museus, bibliotecas e arquivos: saiba como os dados das suas coleções podem ser publicados num portal como este.',
      ro: 'Muzee, biblioteci și arhive: aflați cum pot fi publicate datele colecțiilor dumneavoastră într-un portal ca acesta.',
      sk: 'Múzeá, knižnice a archívy: zistite, ako možno údaje o vašich zbierkach zverejniť na portáli, ako je tento.',
      sl: 'Muzeji, knjižnice in arhivi: izvedite, kako lahko podatke o svojih zbirkah objavite na portalu, kot je ta.',
      sv: 'Museer, bibliotek och arkiv: ta reda på hur era samlingsdata kan publiceras på en portal som den här.',
    }),
    relatedLink: b.link('home-cta-share-link', t({
      en: 'How it works', bg: 'Как работи', cs: 'Jak to funguje', da: 'Sådan fungerer det', de: 'So funktioniert es', el: 'Πώς λειτουργεί', es: 'Cómo funciona',
      et: 'Kuidas see toimib', eu: 'Nola funtzionatzen du', fi: 'Näin se toimii', fr: 'Comment ça marche', ga: 'Conas a oibríonn sé', hr: 'Kako funkcionira',
      hu: 'Így működik', it: 'Come funziona', lt: 'Kaip tai veikia', lv: 'Kā tas darbojas', mt: 'Kif jaħdem', nl: 'Zo werkt het', pl: 'Jak to działa',
      pt: 'Como funciona', ro: 'Cum funcționează', sk: 'Ako to funguje', sl: 'Kako deluje', sv: 'Så fungerar det',
    }), '/share-your-collections'),
    image: illustration(b, 16549, 'Apples and Grapes'),
  });
  const apis = b.add('primaryCallToAction', 'home-cta-apis', {
    name: t({
      en: 'Build with the APIs', bg: 'Създавайте с API', cs: 'Vyvíjejte s API', da: 'Byg med API\'erne', de: 'Mit den APIs entwickeln',
      el: 'Δημιουργήστε με τα API', es: 'Desarrolle con las API', et: 'Arendage API-de abil', eu: 'Garatu APIekin', fi: 'Rakenna API-rajapintojen avulla',
      fr: 'Développer avec les API', ga: 'Forbair leis na API', hr: 'Razvijajte uz API-je', hu: 'Fejlesszen az API-kkal', it: 'Sviluppare con le API',
      lt: 'Kurkite su API', lv: 'Izstrādājiet ar API', mt: 'Ibni bl-APIs', nl: 'Bouwen met de API\'s', pl: 'Twórz z użyciem interfejsów API',
      pt: 'Desenvolva com as API', ro: 'Dezvoltați cu API-urile', sk: 'Vyvíjajte s rozhraniami API', sl: 'Razvijajte z vmesniki API', sv: 'Bygg med API:erna',
    }),
    text: t({
      en: 'Search, records, entities, thumbnails and IIIF: the same APIs this portal uses are open to you, with a personal API key.',
      bg: 'Търсене, записи, същности, миниатюри и IIIF: същите API, които използва този портал, са достъпни и за вас с личен API ключ.',
      cs: 'Vyhledávání, záznamy, entity, náhledy a IIIF: stejná API, která používá tento portál, máte k dispozici i vy – s osobním klíčem API.',
      da: 'Søgning, poster, entiteter, miniaturebilleder og IIIF: de samme API\'er, som denne portal bruger, er åbne for dig med en personlig API-nøgle.',
      de: 'Suche, Datensätze, Entitäten, Vorschaubilder und IIIF: Dieselben APIs, die dieses Portal nutzt, stehen Ihnen mit einem persönlichen API-Schlüssel offen.',
      el: 'Αναζήτηση, εγγραφές, οντότητες, μικρογραφίες και IIIF: τα ίδια API που χρησιμοποιεί αυτή η πύλη είναι ανοιχτά και σε εσάς, με ένα προσωπικό κλειδί API.',
      es: 'Búsqueda, registros, entidades, miniaturas e IIIF: las mismas API que utiliza este portal están a su disposición con una clave de API personal.',
      et: 'Otsing, kirjed, olemid, pisipildid ja IIIF: samad API-d, mida see portaal kasutab, on isikliku API võtmega avatud ka teile.',
      eu: 'Bilaketa, erregistroak, entitateak, miniaturak eta IIIF: atari honek erabiltzen dituen API berberak zuretzat ere irekita daude, API gako pertsonal batekin.',
      fi: 'Haku, tietueet, entiteetit, pikkukuvat ja IIIF: samat API-rajapinnat, joita tämä portaali käyttää, ovat käytettävissäsi henkilökohtaisella API-avaimella.',
      fr: 'Recherche, notices, entités, vignettes et IIIF : les API qu\'utilise ce portail vous sont ouvertes, avec une clé d\'API personnelle.',
      ga: 'Cuardach, taifid, aonáin, mionsamhlacha agus IIIF: tá na API céanna a úsáideann an tairseach seo oscailte duitse freisin, le heochair API phearsanta.',
      hr: 'Pretraživanje, zapisi, entiteti, minijature i IIIF: isti API-ji kojima se koristi ovaj portal dostupni su i vama, uz osobni API ključ.',
      hu: 'Keresés, rekordok, entitások, bélyegképek és IIIF: ugyanazok az API-k, amelyeket ez a portál használ, Önnek is nyitva állnak egy személyes API-kulccsal.',
      it: 'Ricerca, record, entità, miniature e IIIF: le stesse API usate da questo portale sono a sua disposizione, con una chiave API personale.',
      lt: 'Paieška, įrašai, esybės, miniatiūros ir IIIF: tos pačios API sąsajos, kurias naudoja šis portalas, prieinamos ir jums su asmeniniu API raktu.',
      lv: 'Meklēšana, ieraksti, entītijas, sīktēli un IIIF: tās pašas API, ko izmanto šis portāls, ir pieejamas arī jums ar personīgo API atslēgu.',
      mt: 'Tfittxija, reġistri, entitajiet, minjaturi u IIIF: l-istess APIs li juża dan il-portal huma miftuħa għalik ukoll, b\'ċavetta personali tal-API.',
      nl: 'Zoeken, records, entiteiten, thumbnails en IIIF: dezelfde API\'s die dit portaal gebruikt staan voor u open, met een persoonlijke API-sleutel.',
      pl: 'Wyszukiwanie, rekordy, encje, miniatury i IIIF: te same interfejsy API, z których korzysta ten portal, są dostępne dla każdego z osobistym kluczem API.',
      pt: 'Pesquisa, registos, entidades, miniaturas e IIIF: as mesmas API que este portal utiliza estão ao seu dispor, com uma chave de API pessoal.',
      ro: 'Căutare, înregistrări, entități, miniaturi și IIIF: aceleași API-uri pe care le folosește acest portal vă sunt deschise și dumneavoastră, cu o cheie API personală.',
      sk: 'Vyhľadávanie, záznamy, entity, náhľady a IIIF: rovnaké rozhrania API, ktoré používa tento portál, máte k dispozícii aj vy – s osobným kľúčom API.',
      sl: 'Iskanje, zapisi, entitete, sličice in IIIF: isti vmesniki API, ki jih uporablja ta portal, so z osebnim ključem API na voljo tudi vam.',
      sv: 'Sökning, poster, entiteter, miniatyrbilder och IIIF: samma API:er som den här portalen använder är öppna för dig, med en personlig API-nyckel.',
    }),
    relatedLink: b.link('home-cta-apis-link', t({
      en: 'Explore the APIs', bg: 'Разгледайте API', cs: 'Prozkoumat API', da: 'Udforsk API\'erne', de: 'APIs entdecken', el: 'Εξερευνήστε τα API',
      es: 'Explore las API', et: 'Tutvuge API-dega', eu: 'Arakatu APIak', fi: 'Tutustu API-rajapintoihin', fr: 'Découvrir les API',
      ga: 'Déan iniúchadh ar na API', hr: 'Istražite API-je', hu: 'Fedezze fel az API-kat', it: 'Esplori le API', lt: 'Susipažinkite su API',
      lv: 'Izpētiet API', mt: 'Esplora l-APIs', nl: 'Ontdek de API\'s', pl: 'Poznaj interfejsy API', pt: 'Explore as API', ro: 'Explorați API-urile',
      sk: 'Preskúmať rozhrania API', sl: 'Raziščite vmesnike API', sv: 'Utforska API:erna',
    }), '/apis'),
    image: illustration(b, 16571, 'Arrival of the Normandy Train, Gare Saint-Lazare'),
  });
  const heroes = b.add('imageGallery', 'home-hero-images', {
    name: 'Home page hero images',
    hasPart: [14598, 20535, 81555, 16571, 94842].map((aic) => b.image(aic)),
  });
  b.add('homePage', 'home', {
    identifier: 'home',
    name: t({
      en: 'Home', bg: 'Начало', cs: 'Domů', da: 'Forside', de: 'Startseite', el: 'Αρχική', es: 'Inicio', et: 'Avaleht', eu: 'Hasiera', fi: 'Etusivu',
      fr: 'Accueil', ga: 'Baile', hr: 'Početna', hu: 'Kezdőlap', it: 'Pagina iniziale', lt: 'Pradžia', lv: 'Sākums', mt: 'Paġna ewlenija', nl: 'Home',
      pl: 'Strona główna', pt: 'Início', ro: 'Pagina principală', sk: 'Domov', sl: 'Domov', sv: 'Startsida',
    }),
    headline: t({
      en: 'Explore art and cultural heritage', bg: 'Открийте изкуството и културното наследство', cs: 'Objevujte umění a kulturní dědictví',
      da: 'Udforsk kunst og kulturarv', de: 'Kunst und Kulturerbe entdecken', el: 'Εξερευνήστε την τέχνη και την πολιτιστική κληρονομιά',
      es: 'Explore el arte y el patrimonio cultural', et: 'Avastage kunsti ja kultuuripärandit', eu: 'Ezagutu artea eta kultura-ondarea',
      fi: 'Tutustu taiteeseen ja kulttuuriperintöön', fr: 'Explorez l\'art et le patrimoine culturel',
      ga: 'Déan iniúchadh ar an ealaín agus ar an oidhreacht chultúrtha', hr: 'Istražite umjetnost i kulturnu baštinu',
      hu: 'Fedezze fel a művészetet és a kulturális örökséget', it: 'Esplori l\'arte e il patrimonio culturale', lt: 'Atraskite meną ir kultūros paveldą',
      lv: 'Iepazīstiet mākslu un kultūras mantojumu', mt: 'Esplora l-arti u l-wirt kulturali', nl: 'Ontdek kunst en cultureel erfgoed',
      pl: 'Odkrywaj sztukę i dziedzictwo kulturowe', pt: 'Explore a arte e o património cultural', ro: 'Explorați arta și patrimoniul cultural',
      sk: 'Objavujte umenie a kultúrne dedičstvo', sl: 'Raziščite umetnost in kulturno dediščino', sv: 'Utforska konst och kulturarv',
    }),
    description: t({
      en: 'Search 267 public-domain paintings from the Art Institute of Chicago and a selection of Europeana records, read stories about them, and reuse what you find.',
      bg: 'Търсете сред 267 картини от Art Institute of Chicago, които са обществено достояние, и сред подбрани записи от Europeana, четете истории за тях и използвайте повторно това, което намерите.',
      cs: 'Prohledávejte 267 volných obrazů z Art Institute of Chicago a výběr záznamů z portálu Europeana, čtěte o nich příběhy a znovu využívejte, co najdete.',
      da: 'Søg i 267 ophavsretsfrie malerier fra Art Institute of Chicago og et udvalg af poster fra Europeana, læs historier om dem, og genbrug det, du finder.',
      de: 'Durchsuchen Sie 267 gemeinfreie Gemälde des Art Institute of Chicago und eine Auswahl von Europeana-Datensätzen, lesen Sie Geschichten darüber und nutzen Sie, was Sie finden.',
      el: 'Αναζητήστε ανάμεσα σε 267 πίνακες κοινού κτήματος από το Art Institute of Chicago και μια επιλογή εγγραφών της Europeana, διαβάστε ιστορίες γι’ αυτούς και επαναχρησιμοποιήστε ό,τι βρείτε.',
      es: 'Busque entre 267 pinturas de dominio público del Art Institute of Chicago y una selección de registros de Europeana, lea historias sobre ellas y reutilice lo que encuentre.',
      et: 'Otsige Art Institute of Chicago kogu 267 avalikku omandisse kuuluva maali ja valitud Europeana kirjete hulgast, lugege nende lugusid ja taaskasutage leitut.',
      eu: 'Bilatu Art Institute of Chicagoko jabari publikoko 267 margolanen eta Europeanako erregistro-hautaketa baten artean, irakurri haiei buruzko istorioak eta berrerabili aurkitzen duzuna.',
      fi: 'Hae Art Institute of Chicagon 267 tekijänoikeudesta vapaan maalauksen ja valikoitujen Europeana-tietueiden joukosta, lue niistä kertovia tarinoita ja käytä löytämääsi uudelleen.',
      fr: 'Recherchez parmi 267 tableaux du domaine public de l\'Art Institute of Chicago et une sélection de notices Europeana, lisez leurs histoires et réutilisez ce que vous trouvez.',
      ga: 'Cuardaigh 267 pictiúr san fhearann poiblí ó Art Institute of Chicago agus rogha de thaifid Europeana, léigh scéalta fúthu, agus athúsáid an méid a aimsíonn tú.',
      hr: 'Pretražujte 267 slika u javnoj domeni iz Art Institute of Chicago i izbor zapisa s portala Europeana, čitajte priče o njima i ponovno upotrijebite ono što pronađete.',
      hu: 'Keressen az Art Institute of Chicago 267 közkincsnek számító festménye és válogatott Europeana-rekordok között, olvasson róluk szóló történeteket, és használja fel újra, amit talál.',
      it: 'Cerchi tra 267 dipinti di pubblico dominio dell\'Art Institute of Chicago e una selezione di record di Europeana, legga le loro storie e riutilizzi ciò che trova.',
      lt: 'Ieškokite tarp 267 viešojo domeno paveikslų iš Art Institute of Chicago ir atrinktų Europeana įrašų, skaitykite apie juos istorijas ir pakartotinai naudokite tai, ką randate.',
      lv: 'Meklējiet 267 publiskajā domēnā esošās gleznās no Art Institute of Chicago un atlasītos Europeana ierakstos, lasiet par tiem stāstus un atkārtoti izmantojiet atrasto.',
      mt: 'Fittex fost 267 pittura fid-dominju pubbliku mill-Art Institute of Chicago u għażla ta\' reġistri ta\' Europeana, aqra stejjer dwarhom, u erġa\' uża dak li ssib.',
      nl: 'Doorzoek 267 schilderijen uit het publieke domein van het Art Institute of Chicago en een selectie Europeana-records, lees de verhalen erachter en hergebruik wat u vindt.',
      pl: 'Przeszukuj 267 obrazów z domeny publicznej ze zbiorów Art Institute of Chicago oraz wybór rekordów Europeany, czytaj o nich historie i wykorzystuj ponownie to, co znajdziesz.',
      pt: 'Pesquise entre 267 pinturas em domínio público do Art Institute of Chicago e uma seleção de registos da Europeana, leia histórias sobre elas e reutilize o que encontrar.',
      ro: 'Căutați printre cele 267 de picturi din domeniul public de la Art Institute of Chicago și o selecție de înregistrări Europeana, citiți povești despre ele și reutilizați ce găsiți.',
      sk: 'Prehľadávajte 267 voľných obrazov z Art Institute of Chicago a výber záznamov z portálu Europeana, čítajte o nich príbehy a opätovne využívajte to, čo nájdete.',
      sl: 'Preiščite 267 slik v javni domeni iz zbirke Art Institute of Chicago in izbor zapisov s portala Europeana, preberite zgodbe o njih in ponovno uporabite, kar najdete.',
      sv: 'Sök bland 267 upphovsrättsfria målningar från Art Institute of Chicago och ett urval av poster från Europeana, läs berättelser om dem och återanvänd det du hittar.',
    }),
    datePublished: '2025-09-01T09:00:00.000Z',
    sections: [stories, share, apis],
    image: b.asset(14598),
    primaryImageSetOfPage: [heroes],
  });
}

function storiesPage(b: SeedBuilder): void {
  const cta = b.add('primaryCallToAction', 'stories-cta-themes', {
    name: t({
      en: 'Browse by theme', bg: 'Разгледайте по тема', cs: 'Procházejte podle témat', da: 'Gennemse efter tema', de: 'Nach Themen stöbern',
      el: 'Περιήγηση ανά θεματική', es: 'Explore por temática', et: 'Sirvige teemade kaupa', eu: 'Arakatu gaika', fi: 'Selaa teemoittain',
      fr: 'Parcourir par thème', ga: 'Brabhsáil de réir téama', hr: 'Pregledajte po temama', hu: 'Böngésszen témák szerint', it: 'Esplori per tema',
      lt: 'Naršykite pagal temą', lv: 'Pārlūkojiet pēc tēmas', mt: 'Ibbrawżja skont it-tema', nl: 'Bladeren op thema', pl: 'Przeglądaj według tematu',
      pt: 'Explore por temática', ro: 'Răsfoiți după temă', sk: 'Prehliadajte podľa tém', sl: 'Brskajte po tematskih sklopih', sv: 'Bläddra efter tema',
    }),
    text: t({
      en: 'Art, portraits, landscapes and religion: each theme gathers the artists, topics and highlights of the collection.',
      bg: 'Изкуство, портрети, пейзажи и религия: всяка тема обединява художниците, сюжетите и акцентите на колекцията.',
      cs: 'Umění, portréty, krajiny a náboženství: každé téma sdružuje umělce, náměty a výběr z děl sbírky.',
      da: 'Kunst, portrætter, landskaber og religion: hvert tema bringer samlingens kunstnere, emner og højdepunkter sammen.',
      de: 'Kunst, Porträts, Landschaften und Religion: Jedes Thema vereint Künstlerinnen und Künstler, Motive und Höhepunkte der Sammlung.',
      el: 'Τέχνη, πορτρέτα, τοπία και θρησκεία: κάθε θεματική συγκεντρώνει τους καλλιτέχνες, τα θέματα και τα κορυφαία έργα της συλλογής.',
      es: 'Arte, retratos, paisajes y religión: cada temática reúne a los artistas, los temas y las obras destacadas de la colección.',
      et: 'Kunst, portreed, maastikud ja religioon: iga teema koondab kogus leiduvaid kunstnikke, motiive ja esiletõstetud teoseid.',
      eu: 'Artea, erretratuak, paisaiak eta erlijioa: gai bakoitzak bildumako artistak, motiboak eta lan nabarmenak biltzen ditu.',
      fi: 'Taide, muotokuvat, maisemat ja uskonto: jokainen teema kokoaa yhteen kokoelman taiteilijat, aiheet ja kohokohdat.',
      fr: 'Art, portraits, paysages et religion : chaque thème rassemble les artistes, les sujets et les œuvres phares de la collection.',
      ga: 'Ealaín, portráidí, tírdhreacha agus creideamh: bailíonn gach téama ealaíontóirí, ábhair agus buaicphointí an bhailiúcháin.',
      hr: 'Umjetnost, portreti, krajolici i religija: svaka tema okuplja umjetnike, motive i istaknuta djela iz zbirke.',
      hu: 'Művészet, portrék, tájképek és vallás: minden téma egy helyen mutatja be a gyűjtemény művészeit, motívumait és kiemelt műveit.',
      it: 'Arte, ritratti, paesaggi e religione: ogni tema riunisce gli artisti, i soggetti e le opere in evidenza della collezione.',
      lt: 'Menas, portretai, peizažai ir religija: kiekvienoje temoje surinkti kolekcijos menininkai, siužetai ir išskirtiniai kūriniai.',
      lv: 'Māksla, portreti, ainavas un reliģija: katrā tēmā apkopoti kolekcijas mākslinieki, sižeti un izcilākie darbi.',
      mt: 'Arti, ritratti, pajsaġġi u reliġjon: kull tema tiġbor flimkien l-artisti, is-suġġetti u l-aqwa xogħlijiet tal-kollezzjoni.',
      nl: 'Kunst, portretten, landschappen en religie: elk thema brengt de kunstenaars, onderwerpen en hoogtepunten uit de collectie samen.',
      pl: 'Sztuka, portrety, pejzaże i religia: każdy obszar tematyczny gromadzi artystów, motywy i wyróżnione dzieła z kolekcji.',
      pt: 'Arte, retratos, paisagens e religião: cada temática reúne os artistas, os temas e os destaques da coleção.',
      ro: 'Artă, portrete, peisaje și religie: fiecare temă reunește artiștii, subiectele și operele de referință ale colecției.',
      sk: 'Umenie, portréty, krajiny a náboženstvo: každý tematický okruh spája umelcov, námety a výber z diel zbierky.',
      sl: 'Umetnost, portreti, krajine in religija: vsak tematski sklop združuje umetnike, motive in izbrana dela iz zbirke.',
      sv: 'Konst, porträtt, landskap och religion: varje tema för samman samlingens konstnärer, ämnen och höjdpunkter.',
    }),
    relatedLink: b.link('stories-cta-themes-link', t({
      en: 'See the themes', bg: 'Вижте темите', cs: 'Zobrazit témata', da: 'Se temaerne', de: 'Zu den Themen', el: 'Δείτε τις θεματικές',
      es: 'Vea las temáticas', et: 'Vaadake teemasid', eu: 'Ikusi gaiak', fi: 'Katso teemat', fr: 'Voir les thèmes', ga: 'Féach ar na téamaí',
      hr: 'Pogledajte teme', hu: 'Tekintse meg a témákat', it: 'Veda i temi', lt: 'Peržiūrėkite temas', lv: 'Skatiet tēmas', mt: 'Ara t-temi',
      nl: 'Bekijk de thema\'s', pl: 'Zobacz obszary tematyczne', pt: 'Ver as temáticas', ro: 'Vedeți temele', sk: 'Zobraziť tematické okruhy',
      sl: 'Oglejte si tematske sklope', sv: 'Se temana',
    }), '/themes'),
    image: illustration(b, 14650, 'Alfred Sisley'),
  });
  b.add('storiesPage', 'stories-page', {
    identifier: 'stories',
    name: t({
      en: 'Stories', bg: 'Истории', cs: 'Příběhy', da: 'Historier', de: 'Geschichten', el: 'Ιστορίες', es: 'Historias', et: 'Lood', eu: 'Istorioak',
      fi: 'Tarinat', fr: 'Histoires', ga: 'Scéalta', hr: 'Priče', hu: 'Történetek', it: 'Storie', lt: 'Istorijos', lv: 'Stāsti', mt: 'Stejjer',
      nl: 'Verhalen', pl: 'Historie', pt: 'Histórias', ro: 'Povești', sk: 'Príbehy', sl: 'Zgodbe', sv: 'Berättelser',
    }),
    headline: STORIES_AND_EXHIBITIONS,
    description: t({
      en: 'Articles and exhibitions about the paintings and objects in the collection, written by the portal editorial team.',
      bg: 'Статии и изложби за картините и предметите в колекцията, написани от редакционния екип на портала.',
      cs: 'Články a výstavy o obrazech a předmětech ve sbírce, které napsal redakční tým portálu.',
      da: 'Artikler og udstillinger om malerierne og genstandene i samlingen, skrevet af portalens redaktion.',
      de: 'Artikel und Ausstellungen über die Gemälde und Objekte der Sammlung, geschrieben vom Redaktionsteam des Portals.',
      el: 'Άρθρα και εκθέσεις για τους πίνακες και τα αντικείμενα της συλλογής, γραμμένα από τη συντακτική ομάδα της πύλης.',
      es: 'Artículos y exposiciones sobre las pinturas y los objetos de la colección, escritos por el equipo editorial del portal.',
      et: 'Portaali toimetuse kirjutatud artiklid ja näitused kogus olevatest maalidest ja esemetest.',
      eu: 'Bildumako margolan eta objektuei buruzko artikuluak eta erakusketak, atariko talde editorialak idatziak.',
      fi: 'Artikkeleita ja näyttelyitä kokoelman maalauksista ja esineistä, portaalin toimituksen kirjoittamina.',
      fr: 'Articles et expositions sur les tableaux et les objets de la collection, rédigés par l\'équipe éditoriale du portail.',
      ga: 'Ailt agus taispeántais faoi na pictiúir agus na réada sa bhailiúchán, scríofa ag foireann eagarthóireachta na tairsí.',
      hr: 'Članci i izložbe o slikama i predmetima iz zbirke, koje je napisao urednički tim portala.',
      hu: 'Cikkek és kiállítások a gyűjtemény festményeiről és tárgyairól, a portál szerkesztőségének tollából.',
      it: 'Articoli e mostre sui dipinti e sugli oggetti della collezione, scritti dalla redazione del portale.',
      lt: 'Straipsniai ir parodos apie kolekcijos paveikslus ir objektus, parašyti portalo redakcijos.',
      lv: 'Raksti un izstādes par kolekcijas gleznām un priekšmetiem, ko sarakstījusi portāla redakcija.',
      mt: 'Artikli u wirjiet dwar il-pitturi u l-oġġetti fil-kollezzjoni, miktuba mit-tim editorjali tal-portal.',
      nl: 'Artikelen en tentoonstellingen over de schilderijen en objecten in de collectie, geschreven door de redactie van het portaal.',
      pl: 'Artykuły i wystawy o obrazach i obiektach z kolekcji, napisane przez zespół redakcyjny portalu.',
      pt: 'Artigos e exposições sobre as pinturas e os objetos da coleção, escritos pela equipa editorial do portal.',
      ro: 'Articole și expoziții despre picturile și obiectele din colecție, scrise de echipa editorială a portalului.',
      sk: 'Články a výstavy o obrazoch a predmetoch v zbierke, ktoré napísal redakčný tím portálu.',
      sl: 'Članki in razstave o slikah in predmetih v zbirki, ki jih je napisala uredniška ekipa portala.',
      sv: 'Artiklar och utställningar om målningarna och föremålen i samlingen, skrivna av portalens redaktion.',
    }),
    image: b.asset(81540),
    primaryCallToAction: cta,
    featuredStory: 'story-monet-at-etretat',
  });
}

function classroom(b: SeedBuilder): void {
  const intro = b.text('browse-classroom-intro', 'Every painting in the sample collection is in the public domain and its metadata is CC0: you may copy, print, project and adapt the images in class without asking permission. The stories below are written to be read with students, and each names the works it discusses so that they can be found again.\n\nIdeas for a lesson: compare two versions of one subject, find the attributes of the saints in an altarpiece, or date a painting from its medium.', 'Teaching with public-domain paintings');
  const curated = (id: string, name: string, description: string, url: string, aic: number): string =>
    b.add('curatedCard', id, { name, description, url, image: b.asset(aic) });
  const lessons = b.add('cardGroup', 'browse-classroom-lessons', {
    headline: 'Stories for the classroom',
    description: 'Each story can be read in ten minutes and discusses five to ten works.',
    hasPart: [
      curated('browse-classroom-card-saints', 'Saints and their signs', 'Recognise saints by their attributes in medieval altarpieces.', '/stories/saints-and-their-signs', 80570),
      curated('browse-classroom-card-materials', 'From tempera to oil', 'What paintings are made of, read from museum labels.', '/stories/from-tempera-to-oil', 102087),
      curated('browse-classroom-card-myths', 'Myths on canvas', 'Greek and Roman stories and how painters told them.', '/stories/myths-on-canvas', 12879),
      curated('browse-classroom-card-etretat', 'Monet at Étretat', 'One place painted many times: an introduction to Impressionism.', '/stories/monet-at-etretat', 20535),
    ],
    moreButton: b.link('browse-classroom-more', 'All stories', '/stories'),
  });
  const topics = b.add('automatedCardGroup', 'browse-classroom-topics', { name: 'Topics to explore', genre: 'Featured topics', moreButton: b.link('browse-classroom-topics-more', 'All topics', '/collections/topic') });
  const cta = b.add('primaryCallToAction', 'browse-classroom-cta', {
    name: 'Make a gallery for your class',
    text: 'Sign in, like the works you want to show and group them in a gallery you can share with a link.',
    relatedLink: b.link('browse-classroom-cta-link', 'Sign in', '/account/login'),
    image: illustration(b, 6002, 'The Print Collector'),
  });
  // What visitors look at now (issue 25: the portal's own trending items, not random items of the day).
  const trending = b.add('automatedCardGroup', 'browse-classroom-trending', { name: 'Trending items', genre: 'Trending items' });
  const recent = b.add('automatedCardGroup', 'browse-classroom-recent', { name: 'Recently updated', genre: 'Recent items' });
  const byType = b.add('automatedCardGroup', 'browse-classroom-types', { name: 'Every kind of item', genre: 'Item counts by media type' });
  b.add('browsePage', 'browse-classroom', {
    identifier: 'classroom', site: 'www.europeana.eu', name: 'Classroom', headline: 'Classroom',
    description: 'Public-domain paintings and stories to use in teaching.', image: b.asset(6002),
    hasPart: [intro, lessons, topics, byType, recent, cta, trending],
  });
}

function collectionsOverview(b: SeedBuilder): void {
  const painters = b.add('cardGroup', 'browse-collections-painters', {
    headline: 'Painters',
    hasPart: [
      entityCard(b, AGENT.monet, 'Claude Monet', 'French painter (1840–1926), a founder of Impressionism.'),
      entityCard(b, AGENT.renoir, 'Pierre-Auguste Renoir', 'French painter (1841–1919) of portraits and scenes of leisure.'),
      entityCard(b, AGENT.degas, 'Edgar Degas', 'French painter (1834–1917) of dancers, cafés and portraits.'),
      entityCard(b, AGENT.rubens, 'Peter Paul Rubens', 'Flemish painter (1577–1640), the leading artist of the Baroque in Antwerp.'),
      entityCard(b, AGENT.millet, 'Jean-François Millet', 'French painter (1814–1875) of rural work, at Barbizon from 1849.'),
      entityCard(b, AGENT.manet, 'Édouard Manet', 'French painter (1832–1883) of modern Parisian life.'),
    ],
    moreButton: b.link('browse-collections-painters-more', 'All people', '/collections/persons'),
  });
  const periods = b.add('cardGroup', 'browse-collections-periods', {
    headline: 'Centuries',
    hasPart: [
      entityCard(b, TIMESPAN.c15, '15th century', 'Paintings made from 1401 to 1500.'),
      entityCard(b, TIMESPAN.c16, '16th century', 'Paintings made from 1501 to 1600.'),
      entityCard(b, TIMESPAN.c17, '17th century', 'Paintings made from 1601 to 1700.'),
      entityCard(b, TIMESPAN.c18, '18th century', 'Paintings made from 1701 to 1800.'),
      entityCard(b, TIMESPAN.c19, '19th century', 'Paintings made from 1801 to 1900.'),
    ],
  });
  const materials = b.add('cardGroup', 'browse-collections-materials', {
    headline: 'Materials',
    hasPart: [
      entityCard(b, CONCEPT.oilPaint, 'Oil paint', 'Pigment bound in a drying oil.'),
      entityCard(b, CONCEPT.tempera, 'Tempera', 'Pigment bound with egg, the usual panel technique before oil.'),
      entityCard(b, CONCEPT.canvas, 'Canvas', 'Woven fabric stretched on a frame.'),
      entityCard(b, CONCEPT.panel, 'Panel (wood)', 'Wooden boards, the usual support before canvas.'),
      entityCard(b, CONCEPT.copper, 'Copper', 'Copper sheet, chosen around 1600 for fine detail.'),
    ],
  });
  const highlights = b.add('cardGroup', 'browse-collections-highlights', {
    headline: 'Highlights',
    hasPart: [80526, 21934, 67362, 257286, 16571, 61616, 19339, 81576].map((aic) => b.recordCard(aic)),
    moreButton: b.link('browse-collections-highlights-more', 'Search the collection', '/search?query=*'),
  });
  const trending = b.add('automatedCardGroup', 'browse-collections-trending', { name: 'Trending items', genre: 'Trending items' });
  // The day's four themes and the newest published galleries (portal.js BrowseAutomatedCardGroup).
  const themes = b.add('automatedCardGroup', 'browse-collections-themes', {
    name: 'Themes', genre: 'Featured themes', moreButton: b.link('browse-collections-themes-more', 'All themes', '/themes'),
  });
  const galleries = b.add('automatedCardGroup', 'browse-collections-galleries', {
    name: 'Latest galleries', genre: 'Latest galleries', moreButton: b.link('browse-collections-galleries-more', 'All galleries', '/galleries'),
  });
  b.add('browsePage', 'browse-collections', {
    identifier: 'collections', site: 'www.europeana.eu', name: 'Collections', headline: 'Explore the collections',
    description: 'Painters, centuries and materials of the sample collection, with highlights to start from.', image: b.asset(21934),
    hasPart: [painters, periods, materials, themes, highlights, galleries, trending],
  });
}

export function addHomeAndBrowsePages(b: SeedBuilder): void {
  homePage(b);
  storiesPage(b);
  classroom(b);
  collectionsOverview(b);
}
