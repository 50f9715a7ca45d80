import { l, list } from '@/seed/localize'

// Every section has a list: with Payload 3, a section whose localized list is empty makes any
// later French save that leaves `sections` out fail ("Value must be unique: id").

/**
 * The studio's privacy policy, written from what this code does: the forms and their
 * tables (src/lib/privacy/store.ts), the retention periods (RETENTION_RULES and the newsletter's
 * unconfirmed sign-ups), analytics behind the consent banner (src/components/site/Analytics.tsx),
 * the e-mail relay and the hosting. Quebec's private-sector act asks for it in clear terms (s. 8.2);
 * the person in charge is shown under it from the site settings (s. 3.1). The owner edits it in
 * the CMS; docs/privacy-policy.md says what only the studio can fill in.
 */
export const privacyPage = () => ({
  hero: {
    eyebrow: l('Privacy', 'Confidentialité'),
    title: l('Privacy policy', 'Politique de confidentialité'),
    body: l(
      'What we collect through this site, why, for how long, who receives it, and how you can see, correct, take away or erase your information.',
      'Ce que nous recueillons par ce site, pourquoi, pendant combien de temps, qui le reçoit, et comment consulter, corriger, obtenir ou faire effacer vos renseignements.',
    ),
  },
  lastUpdated: '2026-11-28T12:00:00.000Z',
  sections: [
    {
      key: 'who-we-are',
      title: l('Who we are', 'Qui nous sommes'),
      intro: l(
        'Lumière Studio is a photography and video studio in Montréal, Quebec. This policy covers the personal information we collect through this website and its forms, under Quebec’s Act respecting the protection of personal information in the private sector.',
        'Lumière Studio est un studio de photographie et de vidéo établi à Montréal (Québec). Cette politique porte sur les renseignements personnels que nous recueillons par ce site et ses formulaires, conformément à la Loi sur la protection des renseignements personnels dans le secteur privé du Québec.',
      ),
      rules: list(
        [
          'One person at the studio is in charge of protecting personal information. Their title and how to reach them are at the bottom of this page.',
        ],
        [
          'Une personne du studio est responsable de la protection des renseignements personnels. Son titre et ses coordonnées figurent au bas de cette page.',
        ],
      ),
    },
    {
      key: 'what-we-collect',
      title: l('What we collect, and why', 'Ce que nous recueillons, et pourquoi'),
      intro: l(
        'We only collect what you type into a form, and only to do what that form is for. Fields not marked as required can be left empty. This site never asks for payment card numbers.',
        'Nous recueillons seulement ce que vous inscrivez dans un formulaire, et uniquement pour la raison d’être de ce formulaire. Les champs qui ne sont pas marqués comme obligatoires peuvent rester vides. Ce site ne demande jamais de numéro de carte de paiement.',
      ),
      rules: list(
        [
          'Contact form: your name, e-mail, phone number, the service and date of your event, how you heard of us and your message; for a wedding, the venue, the coverage you want and what you choose to tell us about your day. We use them to answer you, prepare your quote and follow up on your project. You receive a confirmation by e-mail, and the studio receives a copy of your inquiry.',
          'Class booking: your name, e-mail, phone number, the class and format, the session or the date and time you prefer, your experience, equipment, goals and notes, and the price. We use them to hold your seat, confirm your booking, tell you about the class and keep our accounts.',
          'Consultation booking: your name, e-mail, phone number, the kind of consultation and its time, the service you are interested in, your notes and your time zone. We use them to reserve the time, send you the calendar invitation and tell you of any change.',
          'Newsletter: your e-mail address and language, the page you signed up from, the sentence you agreed to, and when you signed up and confirmed. Your subscription only starts once you click the link in the confirmation e-mail, so no one can subscribe you without your knowledge. We keep this proof of your consent, as Canada’s anti-spam law requires. Every newsletter has a one-click unsubscribe link.',
          'Prediction pool: your name, participant identifier, e-mail, the team you support and the game you choose. We use them to run the pool, publish the standings by name and write to you about it.',
        ],
        [
          'Formulaire de contact : votre nom, votre courriel, votre numéro de téléphone, le service et la date de votre événement, la façon dont vous nous avez connus et votre message; pour un mariage, le lieu, la couverture souhaitée et ce que vous choisissez de nous raconter sur votre journée. Nous nous en servons pour vous répondre, préparer votre soumission et assurer le suivi de votre projet. Vous recevez une confirmation par courriel, et le studio reçoit une copie de votre demande.',
          'Réservation d’un cours : votre nom, votre courriel, votre numéro de téléphone, le cours et la formule, la séance ou la date et le moment qui vous conviennent, votre expérience, votre équipement, vos objectifs et vos notes, ainsi que le prix. Nous nous en servons pour réserver votre place, confirmer votre inscription, vous informer au sujet du cours et tenir notre comptabilité.',
          'Réservation d’une consultation : votre nom, votre courriel, votre numéro de téléphone, le type de consultation et son heure, le service qui vous intéresse, vos notes et votre fuseau horaire. Nous nous en servons pour réserver le moment, vous envoyer l’invitation de calendrier et vous prévenir de tout changement.',
          'Infolettre : votre adresse courriel et votre langue, la page où vous vous êtes inscrit, la phrase que vous avez acceptée, ainsi que le moment de l’inscription et de la confirmation. Votre abonnement ne commence qu’une fois que vous avez cliqué sur le lien du courriel de confirmation : personne ne peut donc vous abonner à votre insu. Nous conservons cette preuve de votre consentement, comme l’exige la loi canadienne anti-pourriel. Chaque infolettre contient un lien de désabonnement en un clic.',
          'Concours de pronostics : votre nom, votre identifiant de participant, votre courriel, l’équipe que vous appuyez et le match que vous choisissez. Nous nous en servons pour organiser le concours, publier le classement par nom et vous écrire à son sujet.',
        ],
      ),
    },
    {
      key: 'automatic',
      title: l('What is recorded automatically', 'Ce qui est enregistré automatiquement'),
      rules: list(
        [
          'Security: when a request looks like an attack or goes over our limits, we record the IP address, the page requested, the browser’s description and the time, to protect the site and its visitors. An address that keeps abusing the site is blocked for a while.',
          'Speed: each page reports how fast it loaded (the page’s address without anything after the “?”, whether it was a phone or a computer, and the timings). These measurements are anonymous: no IP address, no identifier, no cookie.',
          'Blog: reading an article adds one to its view counter, without recording who read it.',
        ],
        [
          'Sécurité : lorsqu’une requête ressemble à une attaque ou dépasse nos limites, nous enregistrons l’adresse IP, la page demandée, la description du navigateur et l’heure, afin de protéger le site et ses visiteurs. Une adresse qui abuse du site à répétition est bloquée pendant un certain temps.',
          'Rapidité : chaque page indique la vitesse à laquelle elle s’est chargée (l’adresse de la page sans ce qui suit le « ? », s’il s’agit d’un téléphone ou d’un ordinateur, et les durées). Ces mesures sont anonymes : aucune adresse IP, aucun identifiant, aucun témoin.',
          'Blogue : lire un article ajoute une unité à son compteur de lectures, sans enregistrer qui l’a lu.',
        ],
      ),
    },
    {
      key: 'cookies',
      title: l('Cookies, local storage and analytics', 'Témoins, stockage local et mesure d’audience'),
      intro: l(
        'The site itself sets no cookie for visitors. When the studio turns on visit statistics (analytics), a banner asks for your permission first.',
        'Le site lui-même ne dépose aucun témoin (cookie) chez les visiteurs. Lorsque le studio active la mesure d’audience, une bannière vous demande d’abord votre permission.',
      ),
      rules: list(
        [
          'Google Analytics is loaded only if you click “Accept analytics”. It then sets Google’s cookies and sends Google the pages you view, your device and browser, and an approximate location (your IP address is shortened). If you decline, or make no choice, nothing is sent.',
          'Your choice is kept in your browser’s local storage, never sent to us. You can change it at any time with the “Cookie preferences” link at the bottom of every page.',
          'To open pages you have already visited without a connection, your browser keeps copies of the site’s public pages. They contain nothing you typed.',
        ],
        [
          'Google Analytics n’est chargé que si vous cliquez sur « Accepter la mesure d’audience ». Il dépose alors les témoins de Google et transmet à Google les pages consultées, votre appareil et votre navigateur, ainsi qu’une localisation approximative (votre adresse IP est tronquée). Si vous refusez, ou si vous ne faites aucun choix, rien n’est transmis.',
          'Votre choix est conservé dans le stockage local de votre navigateur; il ne nous est jamais transmis. Vous pouvez le modifier en tout temps grâce au lien « Préférences de témoins » au bas de chaque page.',
          'Pour ouvrir sans connexion les pages déjà visitées, votre navigateur garde une copie des pages publiques du site. Elles ne contiennent rien de ce que vous avez inscrit.',
        ],
      ),
    },
    {
      key: 'retention',
      title: l('How long we keep it', 'Durée de conservation'),
      intro: l(
        'We keep your information only as long as its purpose requires. A cleanup runs every day and deletes what has reached the end of its period.',
        'Nous conservons vos renseignements seulement le temps nécessaire à leur raison d’être. Un nettoyage quotidien supprime ce qui a atteint la fin de sa période de conservation.',
      ),
      rules: list(
        [
          'Inquiries that did not lead to a contract: deleted 24 months after their last update. An inquiry that became a contract is kept with the contract.',
          'Copies of the e-mails we send (confirmations, replies): deleted 90 days after they are sent.',
          'Newsletter sign-ups that are never confirmed: deleted after 7 days. When you unsubscribe, we stop at once and keep only the proof of your consent and of its withdrawal, unless you ask us to erase it.',
          'Security records and speed measurements: deleted after 13 months.',
          'Class bookings: kept for our accounts as long as tax rules require (six years). If you ask us to erase your information, we remove your name, e-mail, phone number and notes from them; only the class, date, seat and amount remain, attached to no one.',
          'Consultations and pool registrations: kept as long as they serve your project or the pool, then deleted, or sooner if you ask.',
          'Form answers kept so that a form sent twice is recorded only once: deleted after 24 hours.',
          'Backups: every night we make a copy of the whole database and images, so that nothing is lost if a server fails. Each copy is kept 7 days, and one per week for 8 weeks, then deleted; information erased from the site is gone from every copy within eight weeks at most. We use a copy only to restore the site after a loss.',
        ],
        [
          'Demandes qui n’ont pas mené à un contrat : supprimées 24 mois après leur dernière mise à jour. Une demande devenue un contrat est conservée avec celui-ci.',
          'Copies des courriels que nous envoyons (confirmations, réponses) : supprimées 90 jours après leur envoi.',
          'Inscriptions à l’infolettre jamais confirmées : supprimées après 7 jours. Lorsque vous vous désabonnez, les envois cessent immédiatement et nous ne gardons que la preuve de votre consentement et de son retrait, à moins que vous nous demandiez de l’effacer.',
          'Registres de sécurité et mesures de rapidité : supprimés après 13 mois.',
          'Réservations de cours : conservées pour notre comptabilité aussi longtemps que l’exigent les règles fiscales (six ans). Si vous nous demandez d’effacer vos renseignements, nous en retirons votre nom, votre courriel, votre numéro de téléphone et vos notes; il ne reste que le cours, la date, la place et le montant, rattachés à personne.',
          'Consultations et inscriptions au concours : conservées tant qu’elles servent votre projet ou le concours, puis supprimées, ou plus tôt si vous le demandez.',
          'Réponses gardées pour qu’un formulaire envoyé deux fois ne soit enregistré qu’une fois : supprimées après 24 heures.',
          'Copies de sauvegarde : chaque nuit, nous copions l’ensemble de la base de données et des images, pour que rien ne soit perdu si un serveur tombe en panne. Chaque copie est conservée 7 jours, et une par semaine pendant 8 semaines, puis supprimée; un renseignement effacé du site disparaît de toutes les copies en huit semaines au plus. Nous n’utilisons une copie que pour rétablir le site après une perte.',
        ],
      ),
    },
    {
      key: 'who-receives',
      title: l('Who receives your information', 'Qui reçoit vos renseignements'),
      intro: l(
        'Only the studio reads what you send us. We never sell or rent your information, and we never share it for advertising. A few service providers handle it on our behalf, only for the service they provide:',
        'Seul le studio lit ce que vous nous envoyez. Nous ne vendons ni ne louons jamais vos renseignements, et nous ne les communiquons jamais à des fins publicitaires. Quelques fournisseurs les traitent pour notre compte, uniquement pour le service qu’ils rendent :',
      ),
      rules: list(
        [
          'Our e-mail delivery service, which carries the e-mails we send you (confirmations, replies, invitations, the newsletter).',
          'Our hosting providers, whose servers run the site and store its database, images and backups.',
          'Google, for visit statistics, only if you accept them.',
          'The studio’s own calendar application, which shows the name and time of your consultation or class.',
          'Anyone the law requires us to answer, such as a court order.',
        ],
        [
          'Notre service d’envoi de courriels, qui achemine les courriels que nous vous envoyons (confirmations, réponses, invitations, infolettre).',
          'Nos hébergeurs, dont les serveurs font fonctionner le site et conservent sa base de données, ses images et ses copies de sauvegarde.',
          'Google, pour la mesure d’audience, seulement si vous l’acceptez.',
          'L’application de calendrier du studio, où figurent le nom et l’heure de votre consultation ou de votre cours.',
          'Toute autorité à qui la loi nous oblige à répondre, par exemple en vertu d’une ordonnance d’un tribunal.',
        ],
      ),
    },
    {
      key: 'outside-quebec',
      title: l('Information kept outside Quebec', 'Renseignements conservés à l’extérieur du Québec'),
      intro: l(
        'Some of these providers may store or process your information outside Quebec, for example in the rest of Canada or in the United States (Google in particular).',
        'Certains de ces fournisseurs peuvent conserver ou traiter vos renseignements à l’extérieur du Québec, par exemple ailleurs au Canada ou aux États-Unis (Google, notamment).',
      ),
      rules: list(
        [
          'Before entrusting information to a provider outside Quebec, we assess whether it will be adequately protected there, as Quebec law requires.',
          'Each provider is bound by a written contract to use it only for our service and to protect it.',
        ],
        [
          'Avant de confier des renseignements à un fournisseur hors Québec, nous évaluons s’ils y seront protégés adéquatement, comme l’exige la loi québécoise.',
          'Chaque fournisseur est lié par un contrat écrit qui l’oblige à ne s’en servir que pour notre service et à les protéger.',
        ],
      ),
    },
    {
      key: 'your-rights',
      title: l('Your rights', 'Vos droits'),
      rules: list(
        [
          'See the information we hold about you.',
          'Have it corrected if it is wrong, incomplete or out of date.',
          'Receive it in a structured, commonly used format (we send JSON and CSV files), for you or for another organization you name.',
          'Have it erased, or have us stop publishing it (for example your name in the pool standings), when it is no longer needed or was collected against the law.',
          'Withdraw your consent at any time: the unsubscribe link for the newsletter, the “Cookie preferences” link for statistics, or a message to us for the rest.',
          'Know why we collect it, who receives it and how long we keep it (this page).',
          'Complain to the Commission d’accès à l’information du Québec (www.cai.gouv.qc.ca) if you are not satisfied with our answer.',
        ],
        [
          'Consulter les renseignements que nous détenons à votre sujet.',
          'Les faire rectifier s’ils sont inexacts, incomplets ou périmés.',
          'Les recevoir dans un format structuré et couramment utilisé (nous envoyons des fichiers JSON et CSV), pour vous ou pour un autre organisme que vous désignez.',
          'Les faire effacer, ou nous faire cesser de les diffuser (par exemple votre nom dans le classement du concours), lorsqu’ils ne sont plus nécessaires ou ont été recueillis contrairement à la loi.',
          'Retirer votre consentement en tout temps : le lien de désabonnement pour l’infolettre, le lien « Préférences de témoins » pour la mesure d’audience, ou un message pour le reste.',
          'Savoir pourquoi nous les recueillons, qui les reçoit et combien de temps nous les gardons (cette page).',
          'Porter plainte à la Commission d’accès à l’information du Québec (www.cai.gouv.qc.ca) si notre réponse ne vous satisfait pas.',
        ],
      ),
    },
    {
      key: 'how-to',
      title: l('How to use your rights', 'Comment exercer vos droits'),
      intro: l(
        'Write to the person in charge of personal information (contact details below), ideally from the e-mail address you used with us, and tell us what you would like.',
        'Écrivez à la personne responsable de la protection des renseignements personnels (coordonnées ci-dessous), de préférence à partir de l’adresse courriel que vous avez utilisée avec nous, en précisant votre demande.',
      ),
      rules: list(
        [
          'We may ask you to confirm your identity before answering, so that no one else receives your information.',
          'We answer in writing within 30 days, free of charge.',
          'If we cannot grant a request, we explain why and how to contest our decision.',
        ],
        [
          'Nous pourrions vous demander de confirmer votre identité avant de répondre, afin que personne d’autre ne reçoive vos renseignements.',
          'Nous répondons par écrit dans un délai de 30 jours, sans frais.',
          'Si nous ne pouvons pas accéder à une demande, nous vous en expliquons les raisons et la façon de contester notre décision.',
        ],
      ),
    },
    {
      key: 'security',
      title: l('How we protect it', 'Comment nous les protégeons'),
      rules: list(
        [
          'Every page and form travels over an encrypted connection (HTTPS).',
          'The records are readable only by the studio, signed in with a password, and with a code from a phone app when it is turned on; repeated wrong attempts are blocked.',
          'Forms are checked for attacks, and every request about a person’s data (search, export, erasure) is logged without that person’s data.',
          'If an incident puts your information at risk of serious harm, we will tell you and the Commission d’accès à l’information promptly, as the law requires, and every incident is recorded in our register.',
        ],
        [
          'Chaque page et chaque formulaire circulent par une connexion chiffrée (HTTPS).',
          'Les dossiers ne peuvent être lus que par le studio, connecté avec un mot de passe, et avec un code d’une application mobile lorsque cette option est activée; les tentatives erronées répétées sont bloquées.',
          'Les formulaires sont vérifiés contre les attaques, et chaque demande concernant les renseignements d’une personne (recherche, exportation, effacement) est consignée sans ces renseignements.',
          'Si un incident présente un risque de préjudice sérieux pour vos renseignements, nous vous en aviserons rapidement, ainsi que la Commission d’accès à l’information, comme l’exige la loi, et chaque incident est inscrit dans notre registre.',
        ],
      ),
    },
    {
      key: 'changes',
      title: l('Changes to this policy', 'Modifications de cette politique'),
      intro: l(
        'When we change this policy, we publish the new version on this page with its date.',
        'Lorsque nous modifions cette politique, nous publions la nouvelle version sur cette page avec sa date.',
      ),
      rules: list(
        ['If a change affects how we use information you have already given us, we will tell you before it applies.'],
        [
          'Si un changement touche l’usage de renseignements que vous nous avez déjà fournis, nous vous en informerons avant qu’il s’applique.',
        ],
      ),
    },
  ],
  seo: {
    title: l('Privacy policy', 'Politique de confidentialité'),
    description: l(
      'What Lumière Studio collects through its forms, why, for how long, who receives it, and how to see, correct, export or erase your personal information.',
      'Ce que Lumière Studio recueille par ses formulaires, pourquoi, pendant combien de temps, qui le reçoit, et comment consulter, corriger, obtenir ou faire effacer vos renseignements personnels.',
    ),
    keywords: l(
      'privacy policy, personal information, Law 25, Quebec',
      'politique de confidentialité, renseignements personnels, Loi 25, Québec',
    ),
  },
})

/**
 * The person in charge of personal information (site settings, Privacy tab). By default the law
 * gives the role to the head of the business; the studio names its own in the CMS.
 */
export const privacyOfficer = {
  title: l('Owner and lead photographer', 'Propriétaire et photographe principale'),
  email: 'privacy@lumiere-studio.ca',
}
