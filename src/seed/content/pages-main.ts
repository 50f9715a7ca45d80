import { l, list } from '@/seed/localize'
import type { MediaLookup } from './images'

const sec = (eyebrow: [string, string] | null, title: [string, string], body?: [string, string]) => ({
  ...(eyebrow ? { eyebrow: l(...eyebrow) } : {}),
  title: l(...title),
  ...(body ? { body: l(...body) } : {}),
})

/** Home: 6+ years and the home stats are read from site settings. */
export const homePage = (m: MediaLookup) => ({
  hero: {
    badges: list(
      ['Montreal-based', 'North America & Europe', 'Photo & video'],
      ['Établi à Montréal', 'Amérique du Nord et Europe', 'Photo et vidéo'],
    ),
    title: l(
      'Honest, luminous photographs of the moments that matter',
      'Des photos lumineuses et sincères des moments qui comptent',
    ),
    subtitle: l(
      'Weddings, maternity, family, corporate and sports photography and video, from Montreal to wherever your story takes place.',
      'Photo et vidéo de mariage, de maternité, de famille, corporative et sportive, de Montréal jusqu’à l’endroit où se déroule votre histoire.',
    ),
    primaryLabel: l('View My Work', 'Voir mon travail'),
    secondaryLabel: l('Book Free Consultation', 'Réserver une consultation gratuite'),
    image: m('home-hero'),
  },
  about: {
    ...sec(
      ['Hello', 'Bonjour'],
      ['A photographer who loves people first', 'Une photographe qui aime d’abord les gens'],
      [
        'For more than six years, I have photographed weddings, growing families and the teams behind Montreal businesses. My style is simple: natural light, real emotion and gentle direction, so that you recognize yourself in every image.',
        'Depuis plus de six ans, je photographie des mariages, des familles qui s’agrandissent et les équipes derrière les entreprises montréalaises. Mon style est simple : lumière naturelle, émotions vraies et direction tout en douceur, pour que vous vous reconnaissiez dans chaque image.',
      ],
    ),
    image: m('about-portrait'),
    linkLabel: l('My story', 'Mon histoire'),
  },
  services: sec(
    ['Services', 'Services'],
    ['What I photograph', 'Ce que je photographie'],
    [
      'Every session is planned around you, with the same care whether it lasts one hour or a whole weekend.',
      'Chaque séance est pensée pour vous, avec le même soin qu’elle dure une heure ou une fin de semaine complète.',
    ],
  ),
  video: {
    ...sec(
      ['Video', 'Vidéo'],
      ['Films that bring back the voices', 'Des films qui font revivre les voix'],
      [
        'Cinematic wedding films, event recaps and brand stories, filmed discreetly and edited to match your photographs.',
        'Films de mariage cinématographiques, résumés d’événements et récits de marque, tournés avec discrétion et montés en harmonie avec vos photos.',
      ],
    ),
    linkLabel: l('Discover video', 'Découvrir la vidéo'),
  },
  classesPromo: {
    ...sec(
      ['Photography classes', 'Cours de photographie'],
      ['Learn to see the light', 'Apprenez à voir la lumière'],
      [
        'Online classes, in-person sessions in Montreal and a professional certificate: five programs for every level, in groups of 8 students at most.',
        'Cours en ligne, séances en personne à Montréal et certificat professionnel : cinq programmes pour tous les niveaux, en groupes de 8 personnes au maximum.',
      ],
    ),
    points: list(
      [
        'From a 60-minute session to an 8-week program',
        'Feedback on your own photos every week',
        'Online or in person',
      ],
      [
        'De la séance de 60 minutes au programme de 8 semaines',
        'Des commentaires sur vos propres photos chaque semaine',
        'En ligne ou en personne',
      ],
    ),
    linkLabel: l('See the classes', 'Voir les cours'),
  },
  featuredWork: {
    ...sec(
      ['Featured work', 'Œuvres en vedette'],
      ['Recent stories', 'Histoires récentes'],
      [
        'Browse complete weddings and sessions in the online gallery, or explore the portfolio by service.',
        'Parcourez des mariages et des séances complètes dans la galerie en ligne, ou explorez le portfolio par service.',
      ],
    ),
    galleryLabel: l('Open the full gallery', 'Ouvrir la galerie complète'),
    portfolioLabel: l('View the portfolio', 'Voir le portfolio'),
    image: m('featured-work'),
  },
  cta: {
    title: l('Let’s tell your story', 'Racontons votre histoire'),
    body: l(
      'Tell me about your plans in a free 30-minute call. I reply to every message within 24 hours.',
      'Parlez-moi de vos projets lors d’un appel gratuit de 30 minutes. Je réponds à tous les messages en moins de 24 heures.',
    ),
    primaryLabel: l('Book a Session', 'Réserver une séance'),
    secondaryLabel: l('See pricing', 'Voir les tarifs'),
  },
  seo: {
    title: l('Montreal Wedding & Portrait Photographer', 'Photographe de mariage et de portrait à Montréal'),
    description: l(
      'Lumière Studio: wedding, maternity, family, corporate and sports photography and video in Montreal, across North America and Europe. Rated 4.9/5 by our clients.',
      'Lumière Studio : photo et vidéo de mariage, de maternité, de famille, corporative et sportive à Montréal, en Amérique du Nord et en Europe. Noté 4,9/5 par nos clients.',
    ),
    keywords: l(
      'Montreal wedding photographer, maternity photography, family photographer, corporate headshots, wedding videographer',
      'photographe de mariage Montréal, photographie de maternité, photographe de famille, portraits corporatifs, vidéaste de mariage',
    ),
  },
})

/** About: this page reads "over 10 years", as the studio's original copy has it. */
export const aboutPage = (m: MediaLookup) => ({
  hero: {
    eyebrow: l('About', 'À propos'),
    title: l('Behind the lens at Lumière Studio', 'Derrière l’objectif de Lumière Studio'),
    subtitle: l(
      'Photographer, filmmaker, teacher, and a big believer in natural light.',
      'Photographe, vidéaste, enseignante, et grande adepte de la lumière naturelle.',
    ),
    image: m('about-portrait'),
  },
  story: {
    eyebrow: l('My Story', 'Mon histoire'),
    title: l('It started with a borrowed film camera', 'Tout a commencé avec un appareil argentique emprunté'),
    body: l(
      'Over 10 years ago, I borrowed my grandfather’s film camera for a trip across Quebec and came back with three rolls of slightly blurry, wonderfully alive photographs. I have been chasing that feeling ever since: the sense that a picture holds not just what something looked like, but what it felt like.',
      'Il y a plus de 10 ans, j’ai emprunté l’appareil argentique de mon grand-père pour un voyage à travers le Québec et je suis revenue avec trois rouleaux de photos un peu floues, mais merveilleusement vivantes. Depuis, je cours après cette sensation : celle d’une image qui garde non seulement l’apparence d’un moment, mais aussi ce qu’on a ressenti.',
    ),
    body2: l(
      'What began with friends’ weddings became Lumière Studio, a small Montreal studio for weddings, families, businesses and athletes, with a video team and a classroom for people who want to learn.',
      'Ce qui a commencé avec les mariages d’amis est devenu Lumière Studio, un petit studio montréalais consacré aux mariages, aux familles, aux entreprises et aux athlètes, avec une équipe vidéo et une salle de classe pour celles et ceux qui veulent apprendre.',
    ),
  },
  highlights: [
    {
      icon: 'camera',
      title: l('10+ years behind the camera', 'Plus de 10 ans derrière l’objectif'),
      body: l(
        'Hundreds of weddings and sessions, in every light and every weather.',
        'Des centaines de mariages et de séances, sous toutes les lumières et par tous les temps.',
      ),
    },
    {
      icon: 'globe',
      title: l('Montreal and beyond', 'Montréal et au-delà'),
      body: l(
        'At home in Quebec, happy to travel across North America and Europe.',
        'Chez moi au Québec, toujours contente de voyager en Amérique du Nord et en Europe.',
      ),
    },
    {
      icon: 'heart',
      title: l('People before poses', 'Les gens avant les poses'),
      body: l(
        'Gentle direction and a lot of listening, so you can simply be yourselves.',
        'Une direction douce et beaucoup d’écoute, pour que vous puissiez simplement être vous-mêmes.',
      ),
    },
  ],
  bio: {
    eyebrow: l('Bio', 'Biographie'),
    title: l('A documentary eye, a warm heart', 'Un regard documentaire, un cœur chaleureux'),
    body: l(
      'Trained in photojournalism and shaped by years of weddings, I photograph the way a good friend would remember your day: the big moments, yes, but also the glances, the jokes and the quiet in-betweens.',
      'Formée en photojournalisme et façonnée par des années de mariages, je photographie comme une bonne amie se souviendrait de votre journée : les grands moments, bien sûr, mais aussi les regards, les blagues et les petits instants tranquilles.',
    ),
    body2: l(
      'When I am not shooting, I teach, develop film in the studio darkroom and walk Mount Royal looking for the next great portrait spot.',
      'Quand je ne photographie pas, j’enseigne, je développe de la pellicule dans la chambre noire du studio et je me promène sur le mont Royal à la recherche du prochain beau coin pour un portrait.',
    ),
    image: m('gallery-weddings-2'),
  },
  philosophy: {
    eyebrow: l('Philosophy', 'Philosophie'),
    title: l('Light, honesty and time', 'La lumière, la sincérité et le temps'),
    body: l(
      'I believe the best photographs come from people who feel at ease. That takes good light, a little preparation and enough time, so I plan every session to give you all three.',
      'Je crois que les plus belles photos naissent quand les gens se sentent à l’aise. Pour ça, il faut une belle lumière, un peu de préparation et suffisamment de temps; je planifie donc chaque séance pour vous offrir les trois.',
    ),
    quote: l(
      'Photograph what it felt like, not only what it looked like.',
      'Photographier ce qu’on a ressenti, pas seulement ce qu’on a vu.',
    ),
  },
  statsIntro: sec(null, ['In numbers', 'En chiffres']),
  valuesIntro: sec(['Values', 'Valeurs'], ['What you can count on', 'Ce sur quoi vous pouvez compter']),
  values: [
    {
      title: l('Authenticity', 'Authenticité'),
      body: l(
        'Real moments, real emotions, and editing that keeps you looking like you.',
        'De vrais moments, de vraies émotions et une retouche qui vous garde tels que vous êtes.',
      ),
    },
    {
      title: l('Reliability', 'Fiabilité'),
      body: l(
        'Clear contracts, backups of every file and deliveries on the dates promised.',
        'Des contrats clairs, une copie de sauvegarde de chaque fichier et des livraisons aux dates promises.',
      ),
    },
    {
      title: l('Care', 'Bienveillance'),
      body: l(
        'Every client is welcomed with patience, whatever their age, body or budget.',
        'Chaque client est accueilli avec patience, peu importe son âge, son corps ou son budget.',
      ),
    },
    {
      title: l('Craft', 'Savoir-faire'),
      body: l(
        'Constant learning, quality equipment and an eye for light in every season.',
        'Un apprentissage constant, de l’équipement de qualité et un œil pour la lumière en toute saison.',
      ),
    },
  ],
  cta: {
    title: l('Shall we meet?', 'On se rencontre?'),
    body: l(
      'Tell me about your project over a free 30-minute call.',
      'Parlez-moi de votre projet lors d’un appel gratuit de 30 minutes.',
    ),
    primaryLabel: l('Get in touch', 'Me joindre'),
    secondaryLabel: l('View my work', 'Voir mon travail'),
  },
  seo: {
    title: l('About the photographer', 'À propos de la photographe'),
    description: l(
      'Over 10 years of wedding, portrait and corporate photography in Montreal. Meet the photographer behind Lumière Studio.',
      'Plus de 10 ans de photographie de mariage, de portrait et corporative à Montréal. Faites connaissance avec la photographe derrière Lumière Studio.',
    ),
    keywords: l(
      'Montreal photographer, about Lumière Studio, wedding photographer biography',
      'photographe Montréal, à propos de Lumière Studio, biographie photographe de mariage',
    ),
  },
})

export const portfolioPage = () => ({
  hero: sec(
    ['Portfolio', 'Portfolio'],
    ['Stories I have been trusted with', 'Des histoires qu’on m’a confiées'],
    [
      'A selection of recent weddings, portraits and events. Each gallery is a complete story, not just the highlights.',
      'Une sélection de mariages, de portraits et d’événements récents. Chaque galerie raconte une histoire complète, pas seulement les meilleurs moments.',
    ],
  ),
  gallery: {
    ...sec(
      null,
      ['Recent galleries', 'Galeries récentes'],
      [
        'Scroll through full sessions in the gallery below.',
        'Faites défiler des séances complètes dans la galerie ci-dessous.',
      ],
    ),
    frameTitle: l('Lumière Studio online gallery', 'Galerie en ligne de Lumière Studio'),
  },
  services: sec(null, ['Explore by service', 'Explorer par service']),
  cta: {
    title: l('Imagine your own gallery', 'Imaginez votre propre galerie'),
    body: l(
      'Let’s talk about your day, your session or your event.',
      'Parlons de votre journée, de votre séance ou de votre événement.',
    ),
    primaryLabel: l('Contact me', 'Me contacter'),
    secondaryLabel: l('See pricing', 'Voir les tarifs'),
  },
  seo: {
    title: l('Portfolio', 'Portfolio'),
    description: l(
      'Wedding, maternity, family, corporate, sports and video work by Lumière Studio, Montreal.',
      'Mariages, maternité, famille, corporatif, sport et vidéo : le travail de Lumière Studio, à Montréal.',
    ),
    keywords: l(
      'photography portfolio Montreal, wedding gallery, portrait gallery',
      'portfolio photographe Montréal, galerie mariage, galerie portrait',
    ),
  },
})

export const blogPage = () => ({
  hero: sec(
    ['Journal', 'Journal'],
    ['Stories, tips and behind the scenes', 'Récits, conseils et coulisses'],
    [
      'Advice for planning your day, choosing your look and getting the most out of your photos.',
      'Des conseils pour planifier votre journée, choisir votre style et tirer le meilleur de vos photos.',
    ],
  ),
  newsletter: sec(
    ['Newsletter', 'Infolettre'],
    ['Photography tips in your inbox', 'Des conseils photo dans votre boîte de réception'],
    [
      'One e-mail a month with tips, behind-the-scenes stories and class dates. No spam, ever.',
      'Un courriel par mois avec des conseils, des histoires de coulisses et les dates des cours. Jamais de pourriel.',
    ],
  ),
  seo: {
    title: l('Blog', 'Blogue'),
    description: l(
      'Wedding planning advice, photography tips and stories from Lumière Studio.',
      'Conseils pour planifier votre mariage, astuces photo et récits de Lumière Studio.',
    ),
    keywords: l('wedding planning tips, photography blog Montreal', 'conseils mariage, blogue photo Montréal'),
  },
})
