import { l } from '@/seed/localize'
import type { MediaLookup } from './images'

/** Testimonials: six published (three featured), two awaiting the owner's approval. */
export const reviews = (m: MediaLookup) => [
  {
    name: 'Émilie & Marc',
    service: l('Wedding Photography', 'Photographie de mariage'),
    rating: 5,
    isPublished: true,
    featured: true,
    image: m('review-emilie-marc'),
    content: l(
      'We were nervous about being in front of a camera all day, and within ten minutes we had forgotten it was there. The photos of our ceremony at the Old Port made both our mothers cry. Every single moment we wanted is in the gallery, plus dozens we never saw happen.',
      'On était nerveux à l’idée d’avoir une caméra sur nous toute la journée, et après dix minutes, on l’avait complètement oubliée. Les photos de notre cérémonie dans le Vieux-Port ont fait pleurer nos deux mères. Tous les moments qu’on souhaitait sont dans la galerie, en plus de dizaines qu’on n’avait même pas vus.',
    ),
  },
  {
    name: 'Sarah Thompson',
    service: l('Maternity Photography', 'Photographie de maternité'),
    rating: 5,
    isPublished: true,
    featured: true,
    image: m('review-sarah'),
    content: l(
      'At 32 weeks I did not feel photogenic at all. The session was so calm and kind, with breaks whenever I needed them, and the photos are the most beautiful ones anyone has ever taken of me. They are now on our daughter’s nursery wall.',
      'À 32 semaines, je ne me trouvais pas photogénique du tout. La séance a été tellement calme et bienveillante, avec des pauses dès que j’en avais besoin, et ce sont les plus belles photos qu’on ait jamais prises de moi. Elles sont maintenant accrochées dans la chambre de notre fille.',
    ),
  },
  {
    name: 'Karim Haddad',
    service: l('Corporate Photography', 'Photographie corporative'),
    rating: 5,
    isPublished: true,
    featured: false,
    content: l(
      'Headshots for 35 people in one morning, without disrupting the office, and delivered two days later exactly as promised. Our website finally looks like the team we actually are.',
      'Des portraits pour 35 personnes en une matinée, sans déranger le bureau, livrés deux jours plus tard comme promis. Notre site Web ressemble enfin à l’équipe qu’on est vraiment.',
    ),
  },
  {
    name: 'The Nguyen family',
    service: l('Family Photography', 'Photographie de famille'),
    rating: 5,
    isPublished: true,
    featured: false,
    content: l(
      'Three kids under six, one very hot afternoon on Mount Royal, and somehow a gallery full of laughter. Patient, funny and incredibly quick. We will be back every fall.',
      'Trois enfants de moins de six ans, un après-midi très chaud sur le mont Royal, et pourtant une galerie pleine de rires. Patience, humour et une rapidité incroyable. On revient chaque automne!',
    ),
  },
  {
    name: 'Julie Bergeron',
    service: l('Portrait Photography Mastery', 'Maîtrise du portrait'),
    rating: 5,
    isPublished: true,
    featured: true,
    image: m('review-julie'),
    content: l(
      'I had taken online courses before, but nothing compares to getting feedback on my own photos every week. Six weeks later I booked my first paid portrait clients. Small groups make all the difference.',
      'J’avais déjà suivi des cours en ligne, mais rien ne se compare à recevoir des commentaires sur mes propres photos chaque semaine. Six semaines plus tard, j’avais mes premiers clients payants en portrait. Les petits groupes font toute la différence.',
    ),
  },
  {
    name: 'Olivia & James',
    service: l('Wedding Photography', 'Photographie de mariage'),
    rating: 5,
    isPublished: true,
    featured: false,
    content: l(
      'We flew our photographer to Portugal for our wedding and it was the best decision we made. The planning was seamless from Montreal, and the film photos have a warmth we simply cannot stop looking at.',
      'On a fait venir notre photographe au Portugal pour notre mariage, et c’est la meilleure décision qu’on ait prise. La planification à distance depuis Montréal s’est faite sans accroc, et les photos argentiques ont une chaleur qu’on ne se lasse pas de regarder.',
    ),
  },
  {
    name: 'Marc-André Roy',
    service: l('Sports Photography', 'Photographie sportive'),
    rating: 4,
    isPublished: false,
    featured: false,
    content: l(
      'Great action shots of our U15 hockey tournament, delivered within three days. Parents loved them. I would only have liked a few more photos of the bench.',
      'De superbes photos d’action de notre tournoi de hockey U15, livrées en trois jours. Les parents ont adoré. J’aurais seulement aimé quelques photos de plus du banc des joueurs.',
    ),
  },
  {
    name: 'Daniel Morin',
    service: l('Videography', 'Vidéographie'),
    rating: 5,
    isPublished: false,
    featured: false,
    content: l(
      'The recap video of our product launch got more views in one week than anything we had posted all year. Clean sound, beautiful pacing.',
      'La vidéo résumé de notre lancement de produit a obtenu plus de vues en une semaine que tout ce qu’on avait publié de l’année. Un son impeccable, un rythme superbe.',
    ),
  },
]
