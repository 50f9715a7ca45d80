import { l, list } from '@/seed/localize'

/** The class catalogue of seed 000 §3 (prices in CAD; at most 8 students per class). */
export const classes = [
  {
    classId: '60min-session',
    order: 1,
    price: 120,
    formatOptions: ['online', 'in-person'],
    title: l('60-Minute Expert Session', 'Séance d’expert de 60 minutes'),
    level: l('All Levels', 'Tous les niveaux'),
    duration: l('60 minutes', '60 minutes'),
    formats: l('Online or In-Person', 'En ligne ou en personne'),
    description: l(
      'One hour, one-on-one, focused entirely on your questions: your camera, your photos, your next step.',
      'Une heure en tête-à-tête, entièrement consacrée à vos questions : votre appareil, vos photos, votre prochaine étape.',
    ),
    topics: list(
      ['Your camera settings, explained', 'A friendly review of your portfolio', 'Light and composition on your own images', 'An editing workflow that fits you', 'Honest gear advice before you buy'],
      ['Les réglages de votre appareil, expliqués', 'Une critique bienveillante de votre portfolio', 'Lumière et composition sur vos propres images', 'Un flux de retouche adapté à vous', 'Des conseils d’équipement honnêtes avant d’acheter'],
    ),
  },
  {
    classId: 'beginner-fundamentals',
    order: 2,
    price: 299,
    formatOptions: ['online', 'in-person'],
    title: l('Photography Fundamentals', 'Les bases de la photographie'),
    level: l('Beginner', 'Débutant'),
    duration: l('4 weeks', '4 semaines'),
    formats: l('Online or In-Person', 'En ligne ou en personne'),
    description: l(
      'Leave automatic mode behind. Four weekly classes to understand your camera and start making the photos you imagine.',
      'Quittez le mode automatique. Quatre cours hebdomadaires pour comprendre votre appareil et commencer à faire les photos que vous imaginez.',
    ),
    topics: list(
      ['The exposure triangle: aperture, shutter speed, ISO', 'Shooting in manual mode with confidence', 'Composition that guides the eye', 'Reading and using natural light', 'A first, simple editing workflow'],
      ['Le triangle d’exposition : ouverture, vitesse, ISO', 'Photographier en mode manuel avec assurance', 'Une composition qui guide le regard', 'Lire et utiliser la lumière naturelle', 'Un premier flux de retouche, tout simple'],
    ),
  },
  {
    classId: 'portrait-mastery',
    order: 3,
    price: 449,
    formatOptions: ['online', 'in-person'],
    title: l('Portrait Photography Mastery', 'Maîtrise du portrait'),
    level: l('Intermediate', 'Intermédiaire'),
    duration: l('6 weeks', '6 semaines'),
    formats: l('Online or In-Person', 'En ligne ou en personne'),
    description: l(
      'Make people look and feel their best. Six weeks on light, posing and the art of putting anyone at ease in front of a lens.',
      'Mettez les gens en valeur, et à l’aise. Six semaines sur la lumière, la direction de pose et l’art de détendre n’importe qui devant l’objectif.',
    ),
    topics: list(
      ['Directing and posing without stiffness', 'Window light and simple studio lighting', 'Choosing lenses and focal lengths for faces', 'Natural skin retouching', 'Building rapport with your subjects'],
      ['Diriger et faire poser sans raideur', 'La lumière de fenêtre et l’éclairage de studio simple', 'Choisir ses objectifs et ses focales pour les visages', 'Une retouche de peau naturelle', 'Créer un lien de confiance avec vos sujets'],
    ),
  },
  {
    classId: 'wedding-specialist',
    order: 4,
    price: 599,
    formatOptions: ['online', 'in-person'],
    title: l('Wedding Photography Specialist', 'Spécialiste en photographie de mariage'),
    level: l('Advanced', 'Avancé'),
    duration: l('8 weeks', '8 semaines'),
    formats: l('Online or In-Person', 'En ligne ou en personne'),
    description: l(
      'Everything a wedding day asks of a photographer, from the timeline to the last dance, including a real second-shooting experience.',
      'Tout ce qu’une journée de mariage exige d’un photographe, de l’horaire à la dernière danse, y compris une vraie expérience de deuxième photographe.',
    ),
    topics: list(
      ['Building a wedding-day timeline', 'Ceremony coverage without missing a beat', 'Dark receptions and flash that looks natural', 'Family formals, quickly and kindly', 'Contracts, client workflow and album design', 'A supervised second-shooter experience'],
      ['Bâtir l’horaire d’une journée de mariage', 'Couvrir la cérémonie sans rien manquer', 'Réceptions sombres et flash à l’allure naturelle', 'Les photos de famille, rapidement et avec douceur', 'Contrats, suivi client et conception d’album', 'Une expérience supervisée de deuxième photographe'],
    ),
  },
  {
    classId: 'business-photography',
    order: 5,
    price: 399,
    formatOptions: ['online'],
    title: l('Photography Business Bootcamp', 'Camp intensif : l’entreprise en photographie'),
    level: l('All Levels', 'Tous les niveaux'),
    duration: l('4 weeks', '4 semaines'),
    formats: l('Online only', 'En ligne seulement'),
    description: l(
      'Turn your passion into a sustainable business: pricing, marketing and the client experience that brings referrals.',
      'Transformez votre passion en entreprise viable : prix, marketing et une expérience client qui génère des recommandations.',
    ),
    topics: list(
      ['Pricing that pays the bills', 'Branding and a portfolio that books clients', 'Marketing and social media without burning out', 'A client experience people talk about', 'Contracts, taxes and the basics of running a business in Quebec'],
      ['Des prix qui font vivre', 'Une image de marque et un portfolio qui attirent des clients', 'Le marketing et les réseaux sociaux sans s’épuiser', 'Une expérience client dont on parle', 'Contrats, taxes et bases de la gestion d’entreprise au Québec'],
    ),
  },
]
