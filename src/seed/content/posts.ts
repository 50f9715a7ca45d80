import { richText } from '@/seed/lexical'
import { l } from '@/seed/localize'
import type { MediaLookup } from './images'

/** The blog: three published posts and one draft the owner can finish. */
export const posts = (m: MediaLookup) => [
  {
    slug: 'wedding-day-timeline',
    _status: 'published',
    publishedAt: '2026-09-18T14:00:00.000Z',
    coverImage: m('post-timeline'),
    title: l(
      'Planning your wedding-day timeline (with room to breathe)',
      'Planifier l’horaire de votre mariage (en gardant du temps pour respirer)',
    ),
    excerpt: l(
      'A good timeline is the secret to a relaxed wedding day and to better photos. Here is how I build one with my couples.',
      'Un bon horaire, c’est le secret d’une journée de mariage détendue et de plus belles photos. Voici comment je le bâtis avec mes couples.',
    ),
    content: l(
      richText([
        {
          p: 'Couples often ask me what makes the difference between a stressful wedding day and a joyful one. My answer is rarely the weather or the venue. It is almost always **the timeline**.',
        },
        { h2: 'Start from the light' },
        {
          p: 'In Montreal, golden hour in July arrives around 8 p.m.; in October, before 6 p.m. We place your portraits around it first, then build the rest of the day backwards.',
        },
        { h2: 'Add buffers everywhere' },
        {
          ul: [
            '15 minutes after getting ready, because a button always resists',
            '20 minutes between the ceremony and the family photos',
            '10 minutes alone together after the ceremony, just for the two of you',
          ],
        },
        { h2: 'Keep family photos short' },
        {
          p: 'A list of eight to ten groups, shared in advance with a cousin who knows everyone, lets us finish in under twenty minutes and get you back to your guests.',
        },
        { quote: 'The best wedding photos happen when nobody is in a hurry.' },
        { p: 'We work on your timeline together about a month before the big day. Until then, enjoy the planning!' },
      ]),
      richText([
        {
          p: 'Les couples me demandent souvent ce qui fait la différence entre une journée de mariage stressante et une journée heureuse. Ma réponse, c’est rarement la météo ou le lieu. C’est presque toujours **l’horaire**.',
        },
        { h2: 'Partir de la lumière' },
        {
          p: 'À Montréal, l’heure dorée arrive vers 20 h en juillet; en octobre, avant 18 h. On place d’abord vos portraits autour de ce moment, puis on construit le reste de la journée à rebours.',
        },
        { h2: 'Prévoir des marges partout' },
        {
          ul: [
            '15 minutes après les préparatifs, parce qu’il y a toujours un bouton récalcitrant',
            '20 minutes entre la cérémonie et les photos de famille',
            '10 minutes seuls après la cérémonie, juste pour vous deux',
          ],
        },
        { h2: 'Garder les photos de famille courtes' },
        {
          p: 'Une liste de huit à dix groupes, transmise à l’avance à un cousin qui connaît tout le monde, permet de terminer en moins de vingt minutes et de retourner vite auprès de vos invités.',
        },
        { quote: 'Les plus belles photos de mariage arrivent quand personne n’est pressé.' },
        {
          p: 'On peaufine votre horaire ensemble environ un mois avant le grand jour. D’ici là, profitez des préparatifs!',
        },
      ]),
    ),
  },
  {
    slug: 'maternity-session-what-to-wear',
    _status: 'published',
    publishedAt: '2026-10-07T14:00:00.000Z',
    coverImage: m('post-maternity-wardrobe'),
    title: l('What to wear to your maternity session', 'Quoi porter pour votre séance de maternité'),
    excerpt: l(
      'Flowing fabrics, soft colours and one outfit that feels completely like you: simple wardrobe advice for beautiful maternity photos.',
      'Des tissus fluides, des couleurs douces et une tenue qui vous ressemble vraiment : des conseils simples pour de belles photos de maternité.',
    ),
    content: l(
      richText([
        {
          p: 'The question I hear most before a maternity session is “what should I wear?”. The good news: you do not need to buy anything new.',
        },
        { h2: 'Choose fabrics that move' },
        {
          p: 'Long dresses in jersey, chiffon or linen catch the wind and the light. Fitted knits show your silhouette beautifully, too.',
        },
        { h2: 'Keep colours soft and solid' },
        {
          ul: [
            'Cream, sand, sage and dusty rose work in every season',
            'Avoid large logos and busy patterns',
            'Partners: neutral tones that complement yours, not match them',
          ],
        },
        { h2: 'Borrow from the studio' },
        {
          p: 'The studio wardrobe has gowns in several sizes, available for every session. Tell me your preferences and I will set a few aside for you.',
        },
        { p: 'Most of all, wear something you feel good in. Comfort shows in photos far more than any trend.' },
      ]),
      richText([
        {
          p: 'La question qu’on me pose le plus avant une séance de maternité, c’est : « Qu’est-ce que je porte? » Bonne nouvelle : vous n’avez rien à acheter.',
        },
        { h2: 'Choisir des tissus qui bougent' },
        {
          p: 'Les robes longues en jersey, en mousseline ou en lin attrapent le vent et la lumière. Les tricots ajustés mettent aussi votre silhouette en valeur.',
        },
        { h2: 'Miser sur des couleurs douces et unies' },
        {
          ul: [
            'Crème, sable, vert sauge et vieux rose vont bien en toute saison',
            'Évitez les gros logos et les motifs chargés',
            'Pour votre partenaire : des tons neutres qui complètent les vôtres, sans les copier',
          ],
        },
        { h2: 'Emprunter au studio' },
        {
          p: 'La garde-robe du studio compte des robes de plusieurs tailles, offertes à chaque séance. Dites-moi vos préférences et j’en mettrai quelques-unes de côté pour vous.',
        },
        {
          p: 'Surtout, portez quelque chose dans lequel vous vous sentez bien. Le confort se voit bien plus sur les photos que n’importe quelle tendance.',
        },
      ]),
    ),
  },
  {
    slug: 'film-or-digital-wedding',
    _status: 'published',
    publishedAt: '2026-10-28T14:00:00.000Z',
    coverImage: m('post-film-digital'),
    title: l(
      'Film or digital? Choosing the look of your wedding',
      'Argentique ou numérique? Choisir le style de vos photos de mariage',
    ),
    excerpt: l(
      'Film has a softness and a grain that many couples fall in love with. Here is how it compares with digital, and why you do not always have to choose.',
      'L’argentique a une douceur et un grain qui font craquer bien des couples. Voici comment il se compare au numérique, et pourquoi on n’a pas toujours à choisir.',
    ),
    content: l(
      richText([
        {
          p: 'Film photography is back, and not only for nostalgia. Its colours, its gentle highlights and its grain give images a timeless feeling that is hard to imitate.',
        },
        { h2: 'What film does best' },
        {
          p: 'Portraits in natural light, getting-ready moments by the window, the quiet details of the day. Film rewards patience and light.',
        },
        { h2: 'What digital does best' },
        {
          p: 'Dark receptions, fast dance floors and the hundreds of candid moments that make a full story. Digital never runs out of frames.',
        },
        { h2: 'Why not both?' },
        {
          p: 'My analogue package combines film for the portraits and key moments with digital for the whole day. Prints arrive by mail within 48 hours of development, and the scans join your gallery in 3 to 5 days.',
        },
      ]),
      richText([
        {
          p: 'La photo argentique revient en force, et pas seulement par nostalgie. Ses couleurs, ses hautes lumières tout en douceur et son grain donnent aux images une allure intemporelle difficile à imiter.',
        },
        { h2: 'Là où l’argentique excelle' },
        {
          p: 'Les portraits en lumière naturelle, les préparatifs près de la fenêtre, les petits détails tranquilles de la journée. L’argentique récompense la patience et la lumière.',
        },
        { h2: 'Là où le numérique excelle' },
        {
          p: 'Les réceptions sombres, les pistes de danse endiablées et les centaines de moments spontanés qui racontent toute l’histoire. Le numérique ne manque jamais de poses.',
        },
        { h2: 'Pourquoi pas les deux?' },
        {
          p: 'Mon forfait argentique combine la pellicule pour les portraits et les moments clés et le numérique pour toute la journée. Les tirages arrivent par la poste dans les 48 heures suivant le développement, et les numérisations rejoignent votre galerie en 3 à 5 jours.',
        },
      ]),
    ),
  },
  {
    slug: 'montreal-autumn-portrait-spots',
    _status: 'draft',
    coverImage: m('post-autumn-spots'),
    title: l(
      'Five favourite Montreal spots for autumn portraits',
      'Cinq coins préférés de Montréal pour des portraits d’automne',
    ),
    excerpt: l(
      'From Mount Royal to the Lachine Canal, the places where the fall colours shine brightest. (Draft: add the last two spots.)',
      'Du mont Royal au canal de Lachine, les endroits où les couleurs d’automne brillent le plus. (Brouillon : ajouter les deux derniers endroits.)',
    ),
    content: l(
      richText([
        {
          p: 'Every October, Montreal turns gold and red for about three weeks. Here are the places I love most for family and couple portraits.',
        },
        { h2: '1. Mount Royal, around Beaver Lake' },
        { p: 'Wide paths, maples everywhere and soft light in the late afternoon.' },
        { h2: '2. The Lachine Canal' },
        { p: 'Industrial brick, water reflections and golden trees: perfect for couples.' },
        { h2: '3. Jardin botanique' },
        { p: 'The Japanese garden in autumn is pure magic.' },
      ]),
      richText([
        {
          p: 'Chaque mois d’octobre, Montréal se pare d’or et de rouge pendant environ trois semaines. Voici mes endroits préférés pour les portraits de famille et de couple.',
        },
        { h2: '1. Le mont Royal, autour du lac aux Castors' },
        { p: 'De larges sentiers, des érables partout et une lumière douce en fin d’après-midi.' },
        { h2: '2. Le canal de Lachine' },
        { p: 'Brique industrielle, reflets sur l’eau et arbres dorés : parfait pour les couples.' },
        { h2: '3. Le Jardin botanique' },
        { p: 'Le jardin japonais à l’automne, c’est de la pure magie.' },
      ]),
    ),
  },
]
