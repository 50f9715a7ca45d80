import { l, list } from '@/seed/localize'
import type { MediaLookup } from './images'

/**
 * The six services. Prices follow the studio's figures: `priceFrom` is the catalogue
 * figure; the pricing sentence is the translated service text (maternity reads $400 there, $350 in
 * the catalogue: both readings, as the studio's original copy has them).
 */
export const services = (m: MediaLookup) => [
  {
    serviceId: 'weddings',
    order: 1,
    linkType: 'internal',
    priceFrom: 3000,
    image: m('service-weddings'),
    gallery: [m('gallery-weddings-1'), m('gallery-weddings-2'), m('gallery-weddings-3')],
    title: l('Wedding Photography', 'Photographie de mariage'),
    subtitle: l('Your love story, told honestly', 'Votre histoire d’amour, racontée avec sincérité'),
    description: l(
      'Natural, joyful coverage of your whole day, from the first nervous laugh to the last dance.',
      'Une couverture naturelle et lumineuse de toute votre journée, du premier fou rire nerveux à la dernière danse.',
    ),
    longDescription: l(
      'Your wedding day goes by in a blur. My role is to slow it down for you: the look you exchange before the ceremony, your grandmother’s hands during the vows, the friends who take over the dance floor. I document the day as it unfolds, with a light touch, and step in to guide you only when it helps — for family portraits, for a quiet walk at golden hour, for the photos you will frame. Whether you marry at the Old Port, in an Eastern Townships barn or on a terrace in Portugal, you receive a gallery that feels like you, not like a template.',
      'Le jour de votre mariage passe à toute vitesse. Mon rôle, c’est de le ralentir pour vous : le regard échangé avant la cérémonie, les mains de votre grand-mère pendant les vœux, les amis qui s’emparent de la piste de danse. Je raconte la journée comme elle se déroule, tout en discrétion, et je vous guide seulement quand c’est utile — pour les photos de famille, pour une petite marche à l’heure dorée, pour les images que vous voudrez encadrer. Que vous vous mariiez dans le Vieux-Port, dans une grange des Cantons-de-l’Est ou sur une terrasse au Portugal, vous recevez une galerie qui vous ressemble, pas un modèle tout fait.',
    ),
    approach: l(
      'Documentary first, gently directed when it matters. We plan the timeline together weeks ahead so the day feels unhurried, and I keep an eye on the light so you never have to.',
      'Documentaire avant tout, avec une direction douce quand ça compte. On planifie l’horaire ensemble quelques semaines avant pour que la journée se vive sans course, et je surveille la lumière pour que vous n’ayez pas à le faire.',
    ),
    pricing: l(
      'Wedding packages start at $3,000 for 8 hours of coverage.',
      'Les forfaits mariage débutent à 3 000 $ pour 8 heures de couverture.',
    ),
    includes: list(
      [
        '8 hours of coverage, from getting ready to the first dances',
        'A planning call and a personalized day timeline',
        'A second photographer for larger weddings',
        'A sneak peek of 10–15 images within 48–72 hours',
        '400–800 carefully edited high-resolution images',
        'A private online gallery to share and download',
        'Print release for personal use',
      ],
      [
        '8 heures de couverture, des préparatifs aux premières danses',
        'Un appel de planification et un horaire personnalisé',
        'Un second photographe pour les mariages de plus grande envergure',
        'Un avant-goût de 10 à 15 images en 48 à 72 heures',
        'De 400 à 800 images haute résolution soigneusement retouchées',
        'Une galerie en ligne privée pour partager et télécharger',
        'Droit d’impression pour usage personnel',
      ],
    ),
  },
  {
    serviceId: 'maternity',
    order: 2,
    linkType: 'internal',
    priceFrom: 350,
    image: m('service-maternity'),
    gallery: [m('gallery-maternity-1'), m('gallery-maternity-2'), m('gallery-maternity-3')],
    title: l('Maternity Photography', 'Photographie de maternité'),
    subtitle: l('A gentle portrait of this in-between time', 'Un portrait tout en douceur de ce moment suspendu'),
    description: l(
      'Relaxed sessions in the studio or outdoors that celebrate you, your partner and the little one on the way.',
      'Des séances détendues en studio ou en plein air pour célébrer la future maman, son ou sa partenaire et le bébé à venir.',
    ),
    longDescription: l(
      'Pregnancy changes everything, week after week, and it goes by faster than anyone warns you. A maternity session is a calm hour just for you: soft light, music you like, plenty of breaks and no pressure to pose like a magazine cover. We can work in the studio with flowing fabrics, in a park along the Lachine Canal, or at home among the things you have been preparing. Partners, older siblings and even the family dog are welcome.',
      'La grossesse change tout, semaine après semaine, et elle file plus vite qu’on nous le dit. Une séance de maternité, c’est une heure paisible rien que pour vous : une lumière douce, votre musique, des pauses au besoin et aucune pression de poser comme en couverture de magazine. On peut travailler en studio avec des tissus fluides, dans un parc le long du canal de Lachine ou à la maison, parmi tout ce que vous préparez. Partenaire, grands frères et grandes sœurs, et même le chien de la famille sont les bienvenus.',
    ),
    approach: l(
      'Comfort comes first. I send a short style guide before the session, we take our time, and I guide every pose so you can simply enjoy the moment.',
      'Votre confort passe en premier. Je vous envoie un petit guide de style avant la séance, on prend notre temps et je vous guide à chaque pose pour que vous puissiez simplement profiter du moment.',
    ),
    pricing: l('Maternity sessions start at $400.', 'Les séances de maternité débutent à 400 $.'),
    includes: list(
      [
        'A 60 to 90-minute session in studio, outdoors or at home',
        'A style guide and help choosing your outfits',
        'Access to the studio’s maternity wardrobe',
        'Partner and sibling portraits included',
        '40+ edited high-resolution images',
        'A private online gallery within 2–3 weeks',
        'Print release for personal use',
      ],
      [
        'Une séance de 60 à 90 minutes en studio, en plein air ou à domicile',
        'Un guide de style et de l’aide pour choisir vos tenues',
        'Accès à la garde-robe de maternité du studio',
        'Portraits avec partenaire et enfants inclus',
        'Plus de 40 images haute résolution retouchées',
        'Une galerie en ligne privée en 2 à 3 semaines',
        'Droit d’impression pour usage personnel',
      ],
    ),
  },
  {
    serviceId: 'corporate',
    order: 3,
    linkType: 'internal',
    priceFrom: 350,
    image: m('service-corporate'),
    gallery: [m('gallery-corporate-1'), m('gallery-corporate-2'), m('gallery-corporate-3')],
    title: l('Corporate Photography', 'Photographie corporative'),
    subtitle: l(
      'Headshots, teams and events that look like your brand',
      'Portraits, équipes et événements à l’image de votre marque',
    ),
    description: l(
      'Professional headshots, team photos and event coverage, delivered fast and ready for the web.',
      'Portraits professionnels, photos d’équipe et couverture d’événements, livrés rapidement et prêts pour le Web.',
    ),
    longDescription: l(
      'People choose to work with people. Good corporate photography shows the faces and the atmosphere behind your company, with a consistent look across your website, LinkedIn and press kit. I set up a mobile studio in your office for efficient headshot days, document conferences and launches with discretion, and photograph your workspace and team at work. Everything is delivered in 48 hours, edited and cropped for the formats you actually use.',
      'On choisit de travailler avec des personnes. Une bonne photographie corporative montre les visages et l’ambiance derrière votre entreprise, avec un style uniforme sur votre site Web, LinkedIn et votre dossier de presse. J’installe un studio mobile dans vos bureaux pour des journées de portraits efficaces, je couvre conférences et lancements avec discrétion, et je photographie vos espaces et votre équipe au travail. Tout est livré en 48 heures, retouché et recadré pour les formats que vous utilisez vraiment.',
    ),
    approach: l(
      'Efficient and friendly. A short brief about your brand, a tight schedule that respects your team’s time, and a few minutes per person to get an expression they are proud of.',
      'Efficace et chaleureux. Un court brief sur votre marque, un horaire serré qui respecte le temps de votre équipe et quelques minutes par personne pour obtenir une expression dont chacun est fier.',
    ),
    pricing: l(
      'Corporate sessions start at $350, with a 48-hour turnaround.',
      'Les séances corporatives débutent à 350 $, avec livraison en 48 heures.',
    ),
    includes: list(
      [
        'A pre-shoot brief on your brand and uses',
        'Mobile studio set up at your office',
        'Consistent lighting and backgrounds for the whole team',
        'Light retouching of every selected headshot',
        'Crops for the website, LinkedIn and print',
        'Delivery within 48 hours',
        'Commercial usage licence',
      ],
      [
        'Un brief avant la séance sur votre marque et vos usages',
        'Studio mobile installé dans vos bureaux',
        'Éclairage et arrière-plans uniformes pour toute l’équipe',
        'Retouche légère de chaque portrait choisi',
        'Recadrages pour le site Web, LinkedIn et l’imprimé',
        'Livraison en 48 heures',
        'Licence d’utilisation commerciale',
      ],
    ),
  },
  {
    serviceId: 'family',
    order: 4,
    linkType: 'external',
    externalUrl: 'https://famille.lumiere-studio.ca',
    priceFrom: 350,
    image: m('service-family'),
    gallery: [m('gallery-family-1'), m('gallery-family-2'), m('gallery-family-3')],
    title: l('Family Photography', 'Photographie de famille'),
    subtitle: l('Real moments, everyone in the frame', 'De vrais moments, toute la famille dans l’image'),
    description: l(
      'Playful, unposed family sessions outdoors or at home, for every season and every stage.',
      'Des séances de famille ludiques et spontanées, en plein air ou à la maison, à toutes les saisons et à tous les âges.',
    ),
    longDescription: l(
      'The best family photos happen between the poses: a tickle fight, a toddler running off, a grandparent laughing at the wrong moment. Family sessions are relaxed walks where kids can be kids, with a few classic portraits for the living-room wall. Family photography has its own dedicated site, where you will find seasonal mini-sessions and availability.',
      'Les plus belles photos de famille se passent entre les poses : une bataille de chatouilles, un bambin qui se sauve, un grand-parent qui éclate de rire au mauvais moment. Les séances familiales sont des promenades détendues où les enfants peuvent être des enfants, avec quelques portraits classiques pour le mur du salon. La photographie de famille a son propre site, où vous trouverez les mini-séances saisonnières et les disponibilités.',
    ),
    approach: l(
      'Games, snacks and patience. I follow the kids’ rhythm and keep the session short and fun, so everyone (parents included) actually enjoys it.',
      'Des jeux, des collations et de la patience. Je suis le rythme des enfants et je garde la séance courte et amusante, pour que tout le monde (parents compris) y prenne plaisir.',
    ),
    pricing: l('Family sessions start at $350.', 'Les séances de famille débutent à 350 $.'),
    includes: list(
      [
        'A 60-minute session outdoors or at home',
        'Help choosing the location and coordinating outfits',
        'Up to six family members included',
        'Candid moments and classic group portraits',
        '40+ edited high-resolution images',
        'A private online gallery within 2–3 weeks',
        'Print release for personal use',
      ],
      [
        'Une séance de 60 minutes en plein air ou à domicile',
        'De l’aide pour choisir le lieu et agencer les tenues',
        'Jusqu’à six membres de la famille inclus',
        'Des moments spontanés et des portraits de groupe classiques',
        'Plus de 40 images haute résolution retouchées',
        'Une galerie en ligne privée en 2 à 3 semaines',
        'Droit d’impression pour usage personnel',
      ],
    ),
  },
  {
    serviceId: 'sports',
    order: 5,
    linkType: 'internal',
    priceFrom: 300,
    image: m('service-sports'),
    gallery: [m('gallery-sports-1'), m('gallery-sports-2'), m('gallery-sports-3')],
    title: l('Sports Photography', 'Photographie sportive'),
    subtitle: l('The speed, the effort and the celebration', 'La vitesse, l’effort et la célébration'),
    description: l(
      'Tournaments, games and team portraits for clubs, schools and athletes, delivered within 72 hours.',
      'Tournois, matchs et photos d’équipe pour les clubs, les écoles et les athlètes, livrés en 72 heures.',
    ),
    longDescription: l(
      'Sport is all about split seconds: the save at the post, the sprint to the line, the team piling onto the ice after the final buzzer. With fast lenses and years of shooting in dim arenas and on muddy fields, I capture the action sharply and the emotion honestly. Clubs use the images for their website and sponsors, parents for their albums, athletes for their recruitment files.',
      'En sport, tout se joue en une fraction de seconde : l’arrêt au poteau, le sprint jusqu’à la ligne, l’équipe qui se jette sur la glace au son de la sirène finale. Avec des objectifs rapides et des années d’expérience dans des arénas sombres et sur des terrains boueux, je capte l’action avec netteté et l’émotion avec sincérité. Les clubs utilisent les images pour leur site et leurs commanditaires, les parents pour leurs albums, les athlètes pour leurs dossiers de recrutement.',
    ),
    approach: l(
      'I study the schedule and the venue beforehand, position myself where the plays happen, and never get in the way of officials or athletes.',
      'J’étudie l’horaire et le lieu à l’avance, je me place là où le jeu se passe et je ne nuis jamais aux officiels ni aux athlètes.',
    ),
    pricing: l(
      'From $300 per event: 100+ edited photos delivered within 72 hours.',
      'À partir de 300 $ par événement : plus de 100 photos retouchées, livrées en 72 heures.',
    ),
    includes: list(
      [
        'Coverage of one game, meet or tournament day',
        'Action shots with fast, low-light lenses',
        'Team and individual portraits on request',
        '100+ edited high-resolution images',
        'Delivery within 72 hours',
        'An online gallery easy to share with parents',
        'Web use for the club and its sponsors',
      ],
      [
        'La couverture d’un match, d’une compétition ou d’une journée de tournoi',
        'Des images d’action prises avec des objectifs rapides, même en faible lumière',
        'Photos d’équipe et portraits individuels sur demande',
        'Plus de 100 images haute résolution retouchées',
        'Livraison en 72 heures',
        'Une galerie en ligne facile à partager avec les parents',
        'Utilisation Web pour le club et ses commanditaires',
      ],
    ),
  },
  {
    serviceId: 'video',
    order: 6,
    linkType: 'internal',
    priceFrom: 800,
    image: m('service-video'),
    gallery: [m('gallery-video-1'), m('gallery-video-2'), m('gallery-video-3')],
    title: l('Videography', 'Vidéographie'),
    subtitle: l('Films you will want to watch again and again', 'Des films que vous voudrez revoir encore et encore'),
    description: l(
      'Cinematic wedding films, event recaps and brand stories, with real sound and real emotion.',
      'Des films de mariage cinématographiques, des résumés d’événements et des récits de marque, avec le vrai son et la vraie émotion.',
    ),
    longDescription: l(
      'Photos freeze a moment; a film brings back the voices. Your vows, the speeches, the way your friends sang along to that one song. I create short cinematic films and longer documentary edits for weddings, as well as recap videos and brand stories for businesses. Every film is edited with licensed music and colour-graded to match the look of the photographs, so your whole collection feels coherent.',
      'Une photo fige un instant; un film ramène les voix. Vos vœux, les discours, la façon dont vos amis ont chanté à tue-tête sur cette chanson-là. Je réalise de courts films cinématographiques et des montages documentaires plus longs pour les mariages, ainsi que des vidéos résumé et des récits de marque pour les entreprises. Chaque film est monté avec de la musique sous licence et étalonné pour s’harmoniser avec les photos, afin que toute votre collection soit cohérente.',
    ),
    approach: l(
      'Discreet cameras, clean audio and a story-driven edit. We talk about the mood you want, and I build the film around your own words.',
      'Des caméras discrètes, un son propre et un montage qui raconte une histoire. On discute de l’ambiance souhaitée, puis je construis le film autour de vos propres mots.',
    ),
    pricing: l('Video coverage starts at $800.', 'La couverture vidéo débute à 800 $.'),
    includes: list(
      [
        'A planning call about the story and the mood',
        'Cinematic 4K filming with stabilized cameras',
        'Clean audio of vows, speeches and interviews',
        'A 3 to 5-minute highlight film',
        'Licensed music and professional colour grading',
        'A vertical teaser for social media',
        'Online delivery in full resolution',
      ],
      [
        'Un appel de planification sur l’histoire et l’ambiance',
        'Tournage cinématographique 4K avec caméras stabilisées',
        'Un son clair pour les vœux, les discours et les entrevues',
        'Un film résumé de 3 à 5 minutes',
        'Musique sous licence et étalonnage professionnel',
        'Un teaser vertical pour les réseaux sociaux',
        'Livraison en ligne en pleine résolution',
      ],
    ),
  },
]
