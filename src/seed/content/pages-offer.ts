import { l, list } from '@/seed/localize'
import type { MediaLookup } from './images'

const sec = (eyebrow: [string, string] | null, title: [string, string], body?: [string, string]) => ({
  ...(eyebrow ? { eyebrow: l(...eyebrow) } : {}),
  title: l(...title),
  ...(body ? { body: l(...body) } : {}),
})
const qa = (question: [string, string], answer: [string, string]) => ({
  question: l(...question),
  answer: l(...answer),
})

/**
 * Pricing. This page states a 50% deposit and maternity from $350, as the studio's original copy
 * shows it; the FAQ and policies say 30% (and maternity $400 in the FAQ).
 */
export const pricingPage = () => ({
  hero: sec(
    ['Pricing', 'Tarifs'],
    ['Clear pricing, no surprises', 'Des tarifs clairs, sans surprise'],
    [
      'Every package can be adjusted to your day. Prices are in Canadian dollars, before taxes.',
      'Chaque forfait peut être adapté à votre journée. Les prix sont en dollars canadiens, avant taxes.',
    ],
  ),
  weddingsIntro: sec(
    ['Weddings', 'Mariages'],
    ['Wedding packages', 'Forfaits mariage'],
    [
      'Each package includes 8 hours of coverage, a planning call and a private online gallery.',
      'Chaque forfait comprend 8 heures de couverture, un appel de planification et une galerie en ligne privée.',
    ],
  ),
  weddingPackages: [
    {
      name: l('Digital', 'Numérique'),
      price: 3000,
      popular: true,
      duration: l('8 hours of coverage', '8 heures de couverture'),
      description: l(
        'Complete digital coverage of your day, from getting ready to the party.',
        'Une couverture numérique complète de votre journée, des préparatifs à la fête.',
      ),
      features: list(
        [
          '8 hours of coverage',
          '500+ edited photos',
          'Sneak peek within 48–72 hours',
          'Private online gallery',
          'Print release',
        ],
        [
          '8 heures de couverture',
          'Plus de 500 photos retouchées',
          'Avant-goût en 48 à 72 heures',
          'Galerie en ligne privée',
          'Droit d’impression',
        ],
      ),
    },
    {
      name: l('Analogue film', 'Argentique'),
      price: 4000,
      popular: false,
      duration: l('8 hours of coverage', '8 heures de couverture'),
      description: l(
        'Film for the portraits and key moments, digital for the rest of the day.',
        'La pellicule pour les portraits et les moments clés, le numérique pour le reste de la journée.',
      ),
      features: list(
        [
          '8 hours of coverage',
          'Medium-format and 35 mm film',
          'Film prints mailed within 48 hours',
          'High-resolution scans in 3–5 days',
          'Full digital gallery',
        ],
        [
          '8 heures de couverture',
          'Pellicule moyen format et 35 mm',
          'Tirages argentiques postés en 48 heures',
          'Numérisations haute résolution en 3 à 5 jours',
          'Galerie numérique complète',
        ],
      ),
    },
    {
      name: l('Photo + Video', 'Photo + vidéo'),
      price: 5000,
      popular: false,
      duration: l('8 hours of coverage', '8 heures de couverture'),
      description: l(
        'Photographs and a cinematic film, by one coordinated team.',
        'Des photos et un film cinématographique, par une seule équipe coordonnée.',
      ),
      features: list(
        [
          '8 hours of photo and video coverage',
          '500+ edited photos',
          '3–5-minute highlight film',
          'Vows and speeches in full',
          'Vertical teaser for social media',
        ],
        [
          '8 heures de couverture photo et vidéo',
          'Plus de 500 photos retouchées',
          'Film résumé de 3 à 5 minutes',
          'Vœux et discours en version intégrale',
          'Teaser vertical pour les réseaux sociaux',
        ],
      ),
    },
  ],
  servicesIntro: sec(['Sessions', 'Séances'], ['Other services', 'Autres services']),
  otherServices: [
    {
      service: 'maternity',
      name: l('Maternity', 'Maternité'),
      price: 350,
      description: l(
        'A calm studio or outdoor session celebrating your pregnancy.',
        'Une séance paisible en studio ou en plein air pour célébrer votre grossesse.',
      ),
      features: list(
        ['60–90-minute session', 'Studio wardrobe', '40+ edited images'],
        ['Séance de 60 à 90 minutes', 'Garde-robe du studio', 'Plus de 40 images retouchées'],
      ),
    },
    {
      service: 'family',
      name: l('Family', 'Famille'),
      price: 350,
      description: l(
        'A playful outdoor or at-home session for the whole family.',
        'Une séance ludique en plein air ou à la maison pour toute la famille.',
      ),
      features: list(
        ['60-minute session', 'Up to six people', '40+ edited images'],
        ['Séance de 60 minutes', 'Jusqu’à six personnes', 'Plus de 40 images retouchées'],
      ),
    },
    {
      service: 'corporate',
      name: l('Corporate', 'Corporatif'),
      price: 350,
      description: l(
        'Headshots, team photos and events that match your brand.',
        'Portraits, photos d’équipe et événements à l’image de votre marque.',
      ),
      features: list(
        ['Mobile studio at your office', '48-hour turnaround', 'Commercial licence'],
        ['Studio mobile dans vos bureaux', 'Livraison en 48 heures', 'Licence commerciale'],
      ),
    },
    {
      service: 'boudoir',
      name: l('Boudoir', 'Boudoir'),
      price: 425,
      description: l(
        'An empowering, private session in a safe and respectful setting.',
        'Une séance intime et valorisante, dans un cadre sécuritaire et respectueux.',
      ),
      features: list(
        ['Hair and makeup partner', 'Private viewing session', 'Discreet online gallery'],
        ['Coiffure et maquillage par une partenaire', 'Visionnement privé', 'Galerie en ligne discrète'],
      ),
    },
  ],
  extras: [
    {
      name: l('Engagement session', 'Séance de fiançailles'),
      price: 450,
      note: l('50–75 edited images', 'De 50 à 75 images retouchées'),
    },
    {
      name: l('Heirloom album', 'Album souvenir'),
      price: 450,
      note: l('From $450 for 50 pages', 'À partir de 450 $ pour 50 pages'),
    },
    {
      name: l('Overtime', 'Heure supplémentaire'),
      price: 200,
      note: l('Per additional hour', 'Par heure additionnelle'),
    },
  ],
  paymentsIntro: sec(null, ['Payments', 'Paiements']),
  paymentNotes: list(
    [
      'A 50% deposit reserves your date.',
      'Wedding packages over $2,000 can be paid in 3–4 instalments.',
      'Credit card payments carry a 3% fee.',
      'Your price is guaranteed for 2 years.',
    ],
    [
      'Un dépôt de 50 % réserve votre date.',
      'Les forfaits mariage de plus de 2 000 $ peuvent être payés en 3 ou 4 versements.',
      'Les paiements par carte de crédit comportent des frais de 3 %.',
      'Votre prix est garanti pendant 2 ans.',
    ],
  ),
  faqIntro: sec(null, ['Pricing questions', 'Questions sur les tarifs']),
  faq: [
    qa(
      ['Are taxes included?', 'Les taxes sont-elles incluses?'],
      [
        'No. Prices are before GST and QST, which are added to your invoice.',
        'Non. Les prix sont avant TPS et TVQ, qui s’ajoutent à votre facture.',
      ],
    ),
    qa(
      ['Is travel included?', 'Le déplacement est-il inclus?'],
      [
        'Within 50 km of Montreal, yes. Beyond that, travel is $0.70 per km, and destination weddings receive a custom quote.',
        'Dans un rayon de 50 km de Montréal, oui. Au-delà, le déplacement est de 0,70 $ du kilomètre, et les mariages à destination reçoivent une soumission sur mesure.',
      ],
    ),
    qa(
      ['Can I customize a package?', 'Puis-je personnaliser un forfait?'],
      [
        'Of course. Hours, a second photographer, an album or video can be added; we will adjust it together during the consultation.',
        'Bien sûr. On peut ajouter des heures, un second photographe, un album ou de la vidéo; on l’ajuste ensemble lors de la consultation.',
      ],
    ),
    qa(
      ['Do you offer rush delivery?', 'Offrez-vous une livraison express?'],
      [
        'Yes: delivery in under 2 weeks is available with a 50% surcharge.',
        'Oui : une livraison en moins de 2 semaines est possible, avec un supplément de 50 %.',
      ],
    ),
  ],
  cta: {
    title: l('Not sure which package fits?', 'Vous hésitez entre deux forfaits?'),
    body: l(
      'Book a free consultation and we will build the right one together.',
      'Réservez une consultation gratuite et on bâtira ensemble celui qui vous convient.',
    ),
    primaryLabel: l('Book a consultation', 'Réserver une consultation'),
    secondaryLabel: l('View the portfolio', 'Voir le portfolio'),
  },
  vipLabel: l('Discover the VIP experience', 'Découvrir l’expérience VIP'),
  seo: {
    title: l('Pricing', 'Tarifs'),
    description: l(
      'Wedding packages from $3,000, maternity, family and corporate sessions from $350, boudoir from $425. Clear pricing in Canadian dollars.',
      'Forfaits mariage à partir de 3 000 $, séances de maternité, de famille et corporatives à partir de 350 $, boudoir à partir de 425 $. Des tarifs clairs en dollars canadiens.',
    ),
    keywords: l(
      'wedding photography prices Montreal, photographer packages',
      'prix photographe mariage Montréal, forfaits photographe',
    ),
  },
})

export const vipPage = () => ({
  hero: sec(
    ['VIP treatment', 'Expérience VIP'],
    ['The VIP wedding experience', 'L’expérience mariage VIP'],
    [
      'For celebrations that span several days and deserve a full creative team: photographs, films and heirlooms, handled from start to finish.',
      'Pour les célébrations de plusieurs jours qui méritent une équipe créative complète : photos, films et souvenirs, pris en charge du début à la fin.',
    ],
  ),
  features: [
    {
      key: 'team',
      title: l('A dedicated team', 'Une équipe dédiée'),
      body: l(
        'Two photographers, two videographers and an assistant, led by the same creative director from the first call to the delivery.',
        'Deux photographes, deux vidéastes et une assistante, menés par la même directrice de création du premier appel à la livraison.',
      ),
      items: list(
        ['Lead and second photographers', 'Two cinematographers', 'On-site assistant'],
        ['Photographe principale et second photographe', 'Deux vidéastes', 'Assistante sur place'],
      ),
    },
    {
      key: 'coverage',
      title: l('Coverage without limits', 'Une couverture sans limites'),
      body: l(
        'From the welcome dinner to the farewell brunch, every part of your celebration is covered, wherever it takes place.',
        'Du souper d’accueil au brunch du lendemain, chaque moment de votre célébration est couvert, où qu’elle ait lieu.',
      ),
      items: list(
        ['Multi-day coverage', 'Engagement session included', 'Destination travel included'],
        ['Couverture sur plusieurs jours', 'Séance de fiançailles incluse', 'Déplacement à destination inclus'],
      ),
    },
    {
      key: 'premiere',
      title: l('A same-day premiere', 'Une première le jour même'),
      body: l(
        'A short film edited during your reception and premiered for your guests before the night is over.',
        'Un court film monté pendant votre réception et présenté en primeur à vos invités avant la fin de la soirée.',
      ),
      items: list(
        ['Same-day edit', 'Screening at the reception', 'Slideshow of the day’s photos'],
        ['Montage le jour même', 'Projection pendant la réception', 'Diaporama des photos de la journée'],
      ),
    },
    {
      key: 'deliverables',
      title: l('Heirloom deliverables', 'Des souvenirs pour toujours'),
      body: l(
        'Everything you need to relive the day for decades, beautifully finished.',
        'Tout ce qu’il faut pour revivre la journée pendant des décennies, magnifiquement fini.',
      ),
      items: list(
        [
          'Two handcrafted albums',
          'Feature film and documentary edit',
          'Fine-art prints for your home',
          'Priority delivery of the full gallery',
        ],
        [
          'Deux albums faits à la main',
          'Film long et montage documentaire',
          'Tirages d’art pour votre maison',
          'Livraison prioritaire de la galerie complète',
        ],
      ),
    },
  ],
  price: {
    label: l('VIP experience', 'Expérience VIP'),
    amount: 25000,
    display: l('From $25,000', 'À partir de 25 000 $'),
    note: l(
      'Every VIP wedding is tailored; your quote is built with you during a private consultation.',
      'Chaque mariage VIP est sur mesure; votre soumission est préparée avec vous lors d’une consultation privée.',
    ),
  },
  cta: {
    title: l('Let’s design your celebration', 'Concevons votre célébration'),
    body: l(
      'Places are limited to a handful of VIP weddings per year.',
      'Les places sont limitées à quelques mariages VIP par année.',
    ),
    primaryLabel: l('Request a consultation', 'Demander une consultation'),
    secondaryLabel: l('Compare packages', 'Comparer les forfaits'),
  },
  seo: {
    title: l('VIP wedding experience', 'Expérience mariage VIP'),
    description: l(
      'A full creative team for multi-day weddings: photo, film, same-day premiere and heirloom albums.',
      'Une équipe créative complète pour les mariages de plusieurs jours : photo, film, première le jour même et albums souvenirs.',
    ),
    keywords: l(
      'luxury wedding photographer, destination wedding videographer',
      'photographe mariage de luxe, vidéaste mariage à destination',
    ),
  },
})

/** Every rule of the studio, as the policies read them (30% deposit, balance 2 weeks before). */
export const policiesPage = () => ({
  hero: sec(
    ['Policies', 'Politiques'],
    ['Policies and terms', 'Politiques et conditions'],
    [
      'Clear rules protect both of us. Here is everything you need to know before booking.',
      'Des règles claires nous protègent tous les deux. Voici tout ce qu’il faut savoir avant de réserver.',
    ],
  ),
  lastUpdated: '2026-11-01T00:00:00.000Z',
  sections: [
    {
      key: 'booking',
      title: l('Booking and payments', 'Réservation et paiements'),
      rules: list(
        [
          'A non-refundable deposit of 30% secures your date.',
          'The balance is due 2 weeks before the event.',
          'Credit card payments carry a 3% fee.',
          'Wedding packages over $2,000 can be paid in 3–4 instalments.',
          'Prices are guaranteed for 2 years from the signature of the contract.',
        ],
        [
          'Un dépôt non remboursable de 30 % réserve votre date.',
          'Le solde est payable 2 semaines avant l’événement.',
          'Les paiements par carte de crédit comportent des frais de 3 %.',
          'Les forfaits mariage de plus de 2 000 $ peuvent être payés en 3 ou 4 versements.',
          'Les prix sont garantis pendant 2 ans à compter de la signature du contrat.',
        ],
      ),
    },
    {
      key: 'changes',
      title: l('Changes and cancellations', 'Modifications et annulations'),
      rules: list(
        [
          'One date change (postponement) is free within 18 months of the original date, subject to availability.',
          'Cancellation 30 days or more before the event: the final payment is refunded.',
          'Cancellation within 30 days of the event: all payments are forfeited.',
          'Pandemic or public-health restrictions: the event can be rescheduled within 24 months; otherwise 50% is refunded, excluding the deposit.',
        ],
        [
          'Un changement de date (report) est gratuit dans les 18 mois suivant la date initiale, selon les disponibilités.',
          'Annulation 30 jours ou plus avant l’événement : le paiement final est remboursé.',
          'Annulation dans les 30 jours précédant l’événement : tous les paiements sont conservés.',
          'Pandémie ou mesures de santé publique : l’événement peut être reporté dans les 24 mois; sinon, 50 % est remboursé, dépôt exclu.',
        ],
      ),
    },
    {
      key: 'coverage',
      title: l('Travel and coverage', 'Déplacements et couverture'),
      rules: list(
        ['Travel beyond a 50 km radius is billed at $0.70 per km.', 'Overtime is billed at $200 per hour.'],
        [
          'Les déplacements au-delà d’un rayon de 50 km sont facturés 0,70 $ du kilomètre.',
          'Les heures supplémentaires sont facturées 200 $ l’heure.',
        ],
      ),
    },
    {
      key: 'delivery',
      title: l('Delivery and images', 'Livraison et images'),
      rules: list(
        [
          'Rush delivery (under 2 weeks) carries a 50% surcharge.',
          'Raw images are not provided; every delivered image is edited.',
          'Online galleries stay active for 1 year.',
        ],
        [
          'La livraison express (moins de 2 semaines) comporte un supplément de 50 %.',
          'Les fichiers bruts ne sont pas fournis; chaque image livrée est retouchée.',
          'Les galeries en ligne restent actives pendant 1 an.',
        ],
      ),
    },
    {
      key: 'terms',
      title: l('Insurance and terms', 'Assurance et conditions'),
      rules: list(
        ['The studio carries $2M in liability insurance.', 'These terms may change with 30 days’ notice.'],
        [
          'Le studio détient une assurance responsabilité de 2 M$.',
          'Ces conditions peuvent changer moyennant un préavis de 30 jours.',
        ],
      ),
    },
  ],
  cta: {
    title: l('Still have a question?', 'Une question en suspens?'),
    body: l(
      'The FAQ covers the most common ones, and I am happy to answer the rest.',
      'La FAQ répond aux plus fréquentes, et je réponds avec plaisir aux autres.',
    ),
    primaryLabel: l('Contact me', 'Me contacter'),
    secondaryLabel: l('Read the FAQ', 'Lire la FAQ'),
  },
  seo: {
    title: l('Policies', 'Politiques'),
    description: l(
      'Deposits, payments, cancellations, travel and delivery policies of Lumière Studio.',
      'Dépôts, paiements, annulations, déplacements et livraison : les politiques de Lumière Studio.',
    ),
    keywords: l(
      'photographer policies, wedding photography contract',
      'politiques photographe, contrat photographe mariage',
    ),
  },
})

export const classesPage = (m: MediaLookup) => ({
  hero: {
    ...sec(
      ['Photography classes', 'Cours de photographie'],
      [
        'Learn photography with a working professional',
        'Apprenez la photographie avec une professionnelle en activité',
      ],
      [
        'Online classes, in-person sessions at the Montreal studio and a professional certificate for those who complete a full program.',
        'Des cours en ligne, des séances en personne au studio de Montréal et un certificat professionnel pour celles et ceux qui terminent un programme complet.',
      ],
    ),
    badges: list(
      ['Online classes', 'In-person sessions', 'Professional certificate'],
      ['Cours en ligne', 'Séances en personne', 'Certificat professionnel'],
    ),
    image: m('classes-hero'),
  },
  maxClassSize: 8,
  tabLabels: {
    classes: l('Our Classes', 'Nos cours'),
    success: l('Student Success', 'Réussites étudiantes'),
    booking: l('Book a Class', 'Réserver un cours'),
  },
  path: sec(
    null,
    ['Choose Your Learning Path', 'Choisissez votre parcours'],
    [
      'Five programs, from a single hour of expert advice to eight weeks of wedding training. Classes are limited to 8 students.',
      'Cinq programmes, d’une heure de conseils d’experte à huit semaines de formation en mariage. Les groupes sont limités à 8 personnes.',
    ],
  ),
  learnIntro: sec(null, ['What You’ll Learn', 'Ce que vous apprendrez']),
  learn: [
    {
      icon: 'camera',
      title: l('Master your camera', 'Maîtriser votre appareil'),
      body: l(
        'Manual mode, focus and exposure until they become second nature.',
        'Le mode manuel, la mise au point et l’exposition, jusqu’à ce que ça devienne naturel.',
      ),
    },
    {
      icon: 'sun',
      title: l('Read the light', 'Lire la lumière'),
      body: l(
        'Natural light, window light and simple flash that never looks harsh.',
        'La lumière naturelle, la lumière de fenêtre et un flash simple qui n’est jamais dur.',
      ),
    },
    {
      icon: 'users',
      title: l('Direct people', 'Diriger les gens'),
      body: l(
        'Put anyone at ease and guide poses that look natural.',
        'Mettre n’importe qui à l’aise et guider des poses naturelles.',
      ),
    },
    {
      icon: 'aperture',
      title: l('Compose with intent', 'Composer avec intention'),
      body: l(
        'Framing, lines and moments that tell a story.',
        'Des cadrages, des lignes et des moments qui racontent une histoire.',
      ),
    },
    {
      icon: 'image',
      title: l('Edit with restraint', 'Retoucher avec retenue'),
      body: l(
        'A clean, consistent editing workflow that keeps images true.',
        'Un flux de retouche simple et constant qui garde les images fidèles.',
      ),
    },
    {
      icon: 'briefcase',
      title: l('Build a business', 'Bâtir une entreprise'),
      body: l(
        'Pricing, marketing and client care for those going professional.',
        'Prix, marketing et service à la clientèle pour celles et ceux qui veulent en vivre.',
      ),
    },
  ],
  formatsIntro: sec(null, ['Available Formats', 'Formules offertes']),
  formats: [
    {
      title: l('Online', 'En ligne'),
      body: l(
        'Live video classes you can join from anywhere, with recordings to review.',
        'Des cours en direct par vidéo, accessibles de partout, avec les enregistrements pour réviser.',
      ),
      features: list(
        ['Live video calls', 'Recordings included', 'Feedback on your assignments'],
        ['Appels vidéo en direct', 'Enregistrements inclus', 'Commentaires sur vos exercices'],
      ),
    },
    {
      title: l('In person', 'En personne'),
      body: l(
        'Hands-on sessions at the Montreal studio and on location around the city.',
        'Des séances pratiques au studio de Montréal et en extérieur dans la ville.',
      ),
      features: list(
        ['Montreal studio', 'Studio lighting and gear provided', 'Outdoor practice sessions'],
        ['Studio de Montréal', 'Éclairage et équipement de studio fournis', 'Séances pratiques en extérieur'],
      ),
    },
  ],
  successIntro: {
    ...sec(
      null,
      ['Student success stories', 'Des réussites étudiantes'],
      [
        'Former students now shooting weddings, portraits and businesses of their own.',
        'D’anciens étudiants photographient maintenant des mariages, des portraits et des entreprises à leur compte.',
      ],
    ),
    bookLabel: l('Book a class', 'Réserver un cours'),
  },
  stories: [
    {
      name: 'Julie Bergeron',
      course: l('Portrait Photography Mastery', 'Maîtrise du portrait'),
      achievement: l(
        'First paid portrait clients six weeks later',
        'Premiers clients payants en portrait six semaines plus tard',
      ),
      quote: l(
        'Weekly feedback on my own photos changed everything.',
        'Les commentaires chaque semaine sur mes propres photos ont tout changé.',
      ),
      image: m('review-julie'),
    },
    {
      name: 'Antoine Lefebvre',
      course: l('Wedding Photography Specialist', 'Spécialiste en photographie de mariage'),
      achievement: l('Booked 12 weddings in his first season', 'Douze mariages réservés dès sa première saison'),
      quote: l(
        'Second shooting a real wedding gave me the confidence to start on my own.',
        'Être deuxième photographe lors d’un vrai mariage m’a donné la confiance de me lancer.',
      ),
    },
    {
      name: 'Priya Sharma',
      course: l('Photography Fundamentals', 'Les bases de la photographie'),
      achievement: l(
        'From automatic mode to a published travel series',
        'Du mode automatique à une série de voyage publiée',
      ),
      quote: l(
        'I finally understand my camera, and I love what I make with it.',
        'Je comprends enfin mon appareil, et j’adore ce que je crée avec.',
      ),
    },
  ],
  booking: sec(
    null,
    ['Book a Class', 'Réserver un cours'],
    [
      'Choose a class and a format; I will contact you within 24 hours to confirm your enrollment and the dates.',
      'Choisissez un cours et une formule; je vous contacte en moins de 24 heures pour confirmer votre inscription et les dates.',
    ],
  ),
  journey: {
    title: l('Ready to Start Your Journey?', 'Envie de commencer votre parcours?'),
    body: l(
      'Small groups, real feedback and a certificate at the end of every full program.',
      'Petits groupes, vrais commentaires et un certificat à la fin de chaque programme complet.',
    ),
    primaryLabel: l('Enroll in a Class', 'S’inscrire à un cours'),
    secondaryLabel: l('Ask a question', 'Poser une question'),
  },
  seo: {
    title: l('Photography classes in Montreal and online', 'Cours de photographie à Montréal et en ligne'),
    description: l(
      'Photography classes for every level, online or in person in Montreal: fundamentals, portrait, wedding and business programs, from $120.',
      'Des cours de photographie pour tous les niveaux, en ligne ou en personne à Montréal : bases, portrait, mariage et entreprise, à partir de 120 $.',
    ),
    keywords: l(
      'photography classes Montreal, online photography course, portrait workshop',
      'cours de photographie Montréal, cours photo en ligne, atelier portrait',
    ),
  },
})
