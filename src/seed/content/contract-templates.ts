import { l } from '@/seed/localize'
import { richText } from '@/seed/lexical'

/**
 * The services agreement a Quebec photography studio can send as it is. The French is the
 * original, written as Quebec contract prose (a contract of adhesion is given in French first:
 * Charter of the French language, s. 55); the English is its translation. It leans on the Civil
 * Code of Québec for what the law already settles (a client may end a contract for services at any
 * time, art. 2125, paying what art. 2129 lists; force majeure, art. 1470; signature, art. 2827)
 * and says where a consumer's mandatory rights prevail, so that no clause reads as waiving them.
 * Merge fields: src/lib/contracts/merge-fields.ts. `key` identifies it for the seed, which never
 * overwrites an edited template.
 */
const fr = richText([
  { h2: '1. Les parties' },
  {
    p: '**Le Studio** : {{studio.legalName}}, {{studio.address}}. Courriel : {{studio.email}}. Téléphone : {{studio.phone}}. {{studio.taxNumbers}}',
  },
  { p: '**Le Client** : {{client.name}}, {{client.email}}.' },
  { p: 'Le Studio et le Client sont ci-après appelés ensemble « les parties ».' },

  { h2: '2. Objet du contrat' },
  {
    p: 'Le Studio s’engage à fournir au Client les services décrits ci-dessous pour l’événement qui aura lieu le {{event.date}}, à l’endroit suivant : {{event.place}}.',
  },
  { p: '{{items}}' },
  {
    p: 'Les services comprennent la préparation de l’événement avec le Client, la prise de vues à la date convenue, la sélection et la retouche des images ainsi que leur livraison selon l’article 6. Tout service additionnel fait l’objet d’une entente écrite entre les parties.',
  },

  { h2: '3. Prix' },
  { p: 'Le prix des services, en dollars canadiens, s’établit comme suit :' },
  { p: '{{totals}}' },
  {
    p: 'Ce prix comprend tous les frais liés aux services décrits à l’article 2. Aucuns frais supplémentaires ne peuvent être exigés du Client sans son accord écrit préalable.',
  },

  { h2: '4. Acompte et calendrier des paiements' },
  { p: 'Le Client paie le prix selon le calendrier suivant :' },
  { p: '{{schedule}}' },
  {
    p: 'Le premier versement, de {{schedule.deposit}}, est payable à la signature du contrat à titre d’acompte. La date de l’événement n’est réservée au Client qu’à la réception de cet acompte.',
  },
  {
    p: 'Les paiements se font par carte, au moyen du lien sécurisé que le Studio transmet au Client; un reçu est délivré pour chaque versement. Si le Client a choisi le paiement automatique, chaque versement suivant est porté à son échéance sur la carte enregistrée; le Client peut retirer cette autorisation en tout temps en avisant le Studio par écrit. Si un versement demeure impayé dix jours après son échéance malgré un rappel, le Studio peut suspendre la livraison des images jusqu’au paiement.',
  },

  { h2: '5. Annulation et report' },
  { p: '{{cancellation}}' },

  { h2: '6. Livraison des images' },
  { p: 'Le Studio livre :' },
  {
    ul: [
      'un aperçu d’une sélection d’images dans les 7 jours suivant l’événement;',
      'les photographies retouchées, dans une galerie en ligne privée, dans les 6 semaines suivant l’événement (8 semaines pour un mariage);',
      'les vidéos, le cas échéant, dans les 12 semaines suivant l’événement;',
      'les albums et les tirages dans les 6 semaines suivant l’approbation de la maquette par le Client.',
    ],
  },
  {
    p: 'Le Studio choisit les images livrées et les retouche selon son style. Les fichiers bruts (RAW) et les images écartées ne sont pas remis. La galerie demeure accessible pendant 12 mois après la livraison; il appartient au Client de conserver une copie des fichiers qu’il y télécharge.',
  },

  { h2: '7. Droit d’auteur et licence' },
  {
    p: 'Le Studio, à titre d’auteur, demeure titulaire du droit d’auteur sur l’ensemble des photographies et des vidéos réalisées dans le cadre du présent contrat (Loi sur le droit d’auteur, L.R.C. 1985, ch. C-42). Le contrat n’emporte aucune cession de ce droit.',
  },
  {
    p: 'Dès le paiement complet du prix, le Studio accorde au Client une licence non exclusive, perpétuelle et gratuite de reproduire, d’imprimer et de partager les images livrées à des fins personnelles et non commerciales, notamment dans ses albums, ses tirages et ses réseaux sociaux personnels. Cette licence est incessible; elle ne permet ni la revente des images, ni leur utilisation publicitaire ou commerciale, ni leur modification substantielle sans l’accord écrit du Studio. La mention du Studio est appréciée lors d’une publication en ligne.',
  },

  { h2: '8. Autorisation de publication' },
  {
    p: 'Le Studio ne publie aucune image où le Client ou une autre personne est reconnaissable, que ce soit dans son portfolio, sur son site Web, dans ses réseaux sociaux ou dans sa publicité, sans l’autorisation écrite du Client; un courriel suffit. Le Client peut donner cette autorisation en tout temps, pour l’ensemble des images ou pour certaines d’entre elles, et la retirer en tout temps pour l’avenir. Le Studio retire alors, dans un délai raisonnable, les images qu’il a lui-même publiées.',
  },
  {
    p: 'Sans cette autorisation, le Studio ne peut publier que des images où personne n’est reconnaissable, comme le décor, les détails ou le lieu. Il respecte en tout temps la demande d’une personne photographiée qui ne souhaite pas que son image soit publiée.',
  },

  { h2: '9. Obligations du Client' },
  { p: 'Le Client s’engage à :' },
  {
    ul: [
      'transmettre au Studio, au plus tard 14 jours avant l’événement, l’horaire de la journée, l’adresse des lieux et le nom d’une personne-ressource sur place;',
      'obtenir les autorisations nécessaires à la prise de vues dans les lieux de l’événement et informer le Studio de toute restriction qui y est imposée;',
      'informer ses invités de la présence du Studio et lui signaler toute personne qui ne souhaite pas être photographiée;',
      'prévoir un repas et une pause pour l’équipe du Studio lorsque la couverture dépasse six heures;',
      'offrir à l’équipe du Studio un environnement sécuritaire et respectueux. Le Studio peut interrompre la prise de vues en cas de danger, de harcèlement ou de violence, sans que cette interruption constitue un manquement de sa part.',
    ],
  },

  { h2: '10. Responsabilité' },
  {
    p: 'Le Studio exécute ses services avec prudence et diligence, selon les règles de l’art. Il utilise du matériel professionnel, apporte du matériel de remplacement et enregistre les images sur deux cartes mémoire lorsque l’appareil le permet. Il n’est pas responsable des images qui n’ont pu être prises en raison de l’horaire, des conditions ou des restrictions des lieux, ou du comportement des invités.',
  },
  {
    p: 'Si, malgré ces précautions, des images sont perdues ou endommagées avant leur livraison, la responsabilité du Studio se limite au remboursement des sommes payées pour les services touchés, sauf faute intentionnelle ou faute lourde de sa part. Cette limite s’applique dans la mesure permise par la loi; elle ne prive pas le Client consommateur des droits que lui reconnaît la Loi sur la protection du consommateur.',
  },

  { h2: '11. Force majeure' },
  {
    p: 'Aucune partie n’est responsable de l’inexécution de ses obligations causée par une force majeure, soit un événement imprévisible et irrésistible au sens de l’article 1470 du Code civil du Québec, tel un incendie, une inondation, une tempête, une panne générale, une épidémie, l’ordre d’une autorité publique ou la maladie ou l’accident qui empêche le photographe de travailler. La partie empêchée en avise l’autre sans délai.',
  },
  {
    p: 'Le Studio fait alors tous les efforts raisonnables pour proposer un photographe de remplacement de compétence comparable, que le Client est libre d’accepter. À défaut, les parties cherchent à reporter l’événement, sans frais, à une date qui leur convient. Si aucun report n’est possible, le contrat prend fin et le Studio rembourse au Client les sommes reçues, déduction faite de la valeur des services déjà rendus.',
  },

  { h2: '12. Signature électronique' },
  {
    p: 'Les parties conviennent de conclure le présent contrat par voie électronique. Le Studio le signe en le transmettant au Client; le Client le signe en inscrivant son nom, en traçant sa signature et en confirmant son consentement. Cette signature a la même valeur qu’une signature manuscrite, conformément à la Loi concernant le cadre juridique des technologies de l’information (RLRQ, c. C-1.1) et à l’article 2827 du Code civil du Québec.',
  },
  {
    p: 'Le Client qui réside aux États-Unis consent à l’utilisation de documents et de signatures électroniques au sens de l’Electronic Signatures in Global and National Commerce Act (15 U.S.C. 7001 et suiv.) et de l’Uniform Electronic Transactions Act en vigueur dans son État. Il peut obtenir sans frais une copie papier du contrat et retirer en tout temps, pour l’avenir, son consentement à recevoir des documents par voie électronique.',
  },
  {
    p: 'Le Client reçoit par courriel le contrat signé, en format PDF portant la signature numérique du Studio, avec une page de preuve qui indique notamment la date et l’heure de la signature et l’empreinte du texte signé. Toute modification apportée au fichier après sa signature est ainsi décelable.',
  },

  { h2: '13. Langue du contrat' },
  {
    p: 'La version française du présent contrat a été remise au Client en premier, conformément à l’article 55 de la Charte de la langue française. Une version anglaise lui est aussi offerte; il n’est lié par celle-ci que s’il en fait expressément le choix, après avoir pris connaissance de la version française.',
  },

  { h2: '14. Loi applicable et tribunaux' },
  {
    p: 'Le présent contrat est régi par les lois applicables au Québec. Tout litige qui en découle relève des tribunaux du Québec siégeant dans le district judiciaire de Montréal, sous réserve du droit du Client consommateur de s’adresser au tribunal de son domicile et des règles impératives qui le protègent. Lorsque la somme en litige le permet, les parties peuvent s’adresser à la Division des petites créances de la Cour du Québec.',
  },

  { h2: '15. Dispositions générales' },
  {
    p: 'Le présent contrat et la proposition à laquelle il est joint constituent l’entente complète des parties; toute modification doit être convenue par écrit. La nullité d’une clause n’emporte pas celle des autres. Les avis entre les parties peuvent être donnés par courriel aux adresses indiquées à l’article 1.',
  },
])

const en = richText([
  { h2: '1. The parties' },
  {
    p: '**The Studio**: {{studio.legalName}}, {{studio.address}}. E-mail: {{studio.email}}. Phone: {{studio.phone}}. {{studio.taxNumbers}}',
  },
  { p: '**The Client**: {{client.name}}, {{client.email}}.' },
  { p: 'The Studio and the Client are together called “the parties” below.' },

  { h2: '2. Purpose of the agreement' },
  {
    p: 'The Studio undertakes to provide the Client with the services described below for the event to be held on {{event.date}} at the following place: {{event.place}}.',
  },
  { p: '{{items}}' },
  {
    p: 'The services include preparing the event with the Client, the photography on the agreed date, the selection and editing of the images and their delivery under section 6. Any additional service is the subject of a written agreement between the parties.',
  },

  { h2: '3. Price' },
  { p: 'The price of the services, in Canadian dollars, is as follows:' },
  { p: '{{totals}}' },
  {
    p: 'This price includes every charge related to the services described in section 2. No additional charge may be required of the Client without the Client’s prior written agreement.',
  },

  { h2: '4. Deposit and payment schedule' },
  { p: 'The Client pays the price according to the following schedule:' },
  { p: '{{schedule}}' },
  {
    p: 'The first installment, of {{schedule.deposit}}, is payable on signing this agreement as a deposit. The date of the event is reserved for the Client only once this deposit is received.',
  },
  {
    p: 'Payments are made by card, through the secure link the Studio sends the Client; a receipt is issued for each installment. If the Client chose automatic payment, each later installment is charged on its due date to the saved card; the Client may withdraw this authorization at any time by notifying the Studio in writing. If an installment remains unpaid ten days after its due date despite a reminder, the Studio may suspend the delivery of the images until it is paid.',
  },

  { h2: '5. Cancellation and rescheduling' },
  { p: '{{cancellation}}' },

  { h2: '6. Delivery of the images' },
  { p: 'The Studio delivers:' },
  {
    ul: [
      'a preview of a selection of images within 7 days after the event;',
      'the edited photographs, in a private online gallery, within 6 weeks after the event (8 weeks for a wedding);',
      'the videos, if any, within 12 weeks after the event;',
      'albums and prints within 6 weeks after the Client approves their layout.',
    ],
  },
  {
    p: 'The Studio chooses the images delivered and edits them in its own style. Raw files (RAW) and images set aside are not provided. The gallery remains available for 12 months after delivery; the Client is responsible for keeping a copy of the files downloaded from it.',
  },

  { h2: '7. Copyright and licence' },
  {
    p: 'The Studio, as author, remains the owner of the copyright in all photographs and videos made under this agreement (Copyright Act, R.S.C. 1985, c. C-42). This agreement assigns no part of that copyright.',
  },
  {
    p: 'Once the price is paid in full, the Studio grants the Client a non-exclusive, perpetual, royalty-free licence to reproduce, print and share the delivered images for personal, non-commercial purposes, including in the Client’s albums, prints and personal social media. This licence cannot be assigned; it does not allow the images to be resold, used for advertising or commercial purposes, or substantially altered without the Studio’s written agreement. Crediting the Studio when publishing online is appreciated.',
  },

  { h2: '8. Permission to publish' },
  {
    p: 'The Studio publishes no image in which the Client or any other person can be recognized, whether in its portfolio, on its website, on its social media or in its advertising, without the Client’s written permission; an e-mail is enough. The Client may give this permission at any time, for all of the images or for some of them, and withdraw it at any time for the future. The Studio then removes, within a reasonable time, the images it published itself.',
  },
  {
    p: 'Without this permission, the Studio may publish only images in which no one can be recognized, such as the decor, details or the venue. It always respects the request of a person photographed who does not wish their image to be published.',
  },

  { h2: '9. The Client’s obligations' },
  { p: 'The Client undertakes to:' },
  {
    ul: [
      'send the Studio, no later than 14 days before the event, the schedule of the day, the addresses of the venues and the name of a contact person on site;',
      'obtain the permissions needed to photograph at the event’s venues and tell the Studio of any restriction imposed there;',
      'tell the guests that the Studio will be present and point out to it anyone who does not wish to be photographed;',
      'provide a meal and a break for the Studio’s team when the coverage lasts more than six hours;',
      'provide the Studio’s team with a safe and respectful environment. The Studio may stop photographing in case of danger, harassment or violence, and such a stop is not a failure on its part.',
    ],
  },

  { h2: '10. Liability' },
  {
    p: 'The Studio performs its services with prudence and diligence, according to the standards of its profession. It uses professional equipment, brings backup equipment and records the images on two memory cards when the camera allows it. It is not liable for images that could not be taken because of the schedule, the conditions or restrictions of the venues, or the conduct of the guests.',
  },
  {
    p: 'If, despite these precautions, images are lost or damaged before their delivery, the Studio’s liability is limited to refunding the amounts paid for the services affected, except in the case of its intentional or gross fault. This limit applies to the extent the law allows; it does not deprive a Client who is a consumer of the rights granted by the Consumer Protection Act.',
  },

  { h2: '11. Force majeure' },
  {
    p: 'Neither party is liable for failing to perform its obligations because of force majeure, that is, an unforeseeable and irresistible event within the meaning of article 1470 of the Civil Code of Québec, such as a fire, a flood, a storm, a general power failure, an epidemic, an order of a public authority, or an illness or accident that prevents the photographer from working. The party prevented notifies the other without delay.',
  },
  {
    p: 'The Studio then makes every reasonable effort to offer a replacement photographer of comparable skill, whom the Client is free to accept. Failing that, the parties seek to reschedule the event, at no charge, to a date that suits them both. If no new date is possible, the agreement ends and the Studio refunds the amounts received, less the value of the services already rendered.',
  },

  { h2: '12. Electronic signature' },
  {
    p: 'The parties agree to enter into this agreement electronically. The Studio signs it by sending it to the Client; the Client signs it by typing their name, drawing their signature and confirming their consent. This signature has the same value as a handwritten signature, in accordance with the Act to establish a legal framework for information technology (CQLR, c. C-1.1) and article 2827 of the Civil Code of Québec.',
  },
  {
    p: 'A Client who resides in the United States consents to the use of electronic records and signatures within the meaning of the Electronic Signatures in Global and National Commerce Act (15 U.S.C. 7001 et seq.) and of the Uniform Electronic Transactions Act in force in their state. The Client may obtain a paper copy of the agreement free of charge and may withdraw, at any time and for the future, their consent to receive documents electronically.',
  },
  {
    p: 'The Client receives the signed agreement by e-mail, as a PDF bearing the Studio’s digital signature, with an evidence page that states, among other things, the date and time of signing and the fingerprint of the text signed. Any change made to the file after it is signed can therefore be detected.',
  },

  { h2: '13. Language of the agreement' },
  {
    p: 'The French version of this agreement was given to the Client first, as section 55 of the Charter of the French language requires. By signing this English version, the Client expressly chooses, after having read the French version, to be bound by it.',
  },

  { h2: '14. Governing law and courts' },
  {
    p: 'This agreement is governed by the laws applicable in Québec. Any dispute arising from it falls under the courts of Québec sitting in the judicial district of Montréal, subject to the right of a Client who is a consumer to bring it before the court of their domicile and to the mandatory rules that protect them. When the amount in dispute allows it, the parties may turn to the Small Claims Division of the Court of Québec.',
  },

  { h2: '15. General provisions' },
  {
    p: 'This agreement and the proposal it is attached to make up the entire agreement between the parties; any change must be agreed in writing. If a clause is found to be invalid, the others remain in force. Notices between the parties may be given by e-mail to the addresses stated in section 1.',
  },
])

const cancellationFr = [
  'Annulation par le Client. Le Client peut résilier le présent contrat en tout temps, par un avis écrit au Studio (article 2125 du Code civil du Québec). Il paie alors la valeur des services rendus jusqu’à l’avis, les frais déjà engagés et le préjudice que la résiliation cause au Studio, notamment la perte d’autres contrats pour la date réservée (article 2129 du Code civil du Québec). Les parties conviennent qu’à ce titre l’acompte de {{schedule.deposit}} demeure acquis au Studio lorsque l’avis est donné moins de 90 jours avant l’événement, la date étant alors difficile à réattribuer. Lorsque l’avis est donné plus tôt, le Studio ne retient que la valeur des services rendus et les frais engagés. Toute somme versée en excédent de ce que le Studio retient est remboursée au Client dans les 30 jours suivant l’avis.',
  'Report par le Client. Le Client peut demander par écrit le report de l’événement. Une première demande faite au moins 60 jours avant l’événement est acceptée sans frais si le Studio est libre à la nouvelle date et que celle-ci se situe dans les 18 mois suivant la date initiale; les sommes versées s’appliquent alors à la nouvelle date. Toute autre demande de report est traitée comme une annulation suivie d’un nouveau contrat, à moins que les parties n’en conviennent autrement.',
  'Annulation ou report par le Studio. Le Studio ne peut résilier le contrat que pour un motif sérieux et jamais à contretemps (article 2126 du Code civil du Québec). S’il doit annuler pour une autre raison qu’une force majeure, il en avise le Client sans délai, lui rembourse toutes les sommes reçues dans les 14 jours et l’aide, à sa demande, à trouver un photographe de remplacement; il demeure responsable du préjudice que cette annulation cause au Client. Le Studio ne peut reporter l’événement sans l’accord du Client.',
  'Les remboursements sont faits par le mode de paiement utilisé par le Client.',
].join('\n\n')

const cancellationEn = [
  'Cancellation by the Client. The Client may end this agreement at any time by written notice to the Studio (article 2125 of the Civil Code of Québec). The Client then pays the value of the services rendered up to the notice, the expenses already incurred and the loss the cancellation causes the Studio, including the loss of other contracts for the reserved date (article 2129 of the Civil Code of Québec). The parties agree that, on that account, the deposit of {{schedule.deposit}} is kept by the Studio when notice is given less than 90 days before the event, since the date is then hard to fill again. When notice is given earlier, the Studio keeps only the value of the services rendered and the expenses incurred. Any amount paid beyond what the Studio keeps is refunded to the Client within 30 days after the notice.',
  'Rescheduling by the Client. The Client may ask in writing to reschedule the event. A first request made at least 60 days before the event is accepted at no charge if the Studio is available on the new date and that date falls within 18 months after the original one; the amounts paid then apply to the new date. Any other request to reschedule is treated as a cancellation followed by a new agreement, unless the parties agree otherwise.',
  'Cancellation or rescheduling by the Studio. The Studio may end the agreement only for a serious reason and never at an inopportune time (article 2126 of the Civil Code of Québec). If it must cancel for a reason other than force majeure, it notifies the Client without delay, refunds every amount received within 14 days and, if the Client asks, helps find a replacement photographer; it remains liable for the loss this cancellation causes the Client. The Studio may not reschedule the event without the Client’s agreement.',
  'Refunds are made by the method of payment the Client used.',
].join('\n\n')

export const contractTemplates = [
  {
    key: 'photography-services',
    title: l('Photography Services Agreement', 'Contrat de services photographiques'),
    body: l(en, fr),
    cancellationTerms: l(cancellationEn, cancellationFr),
  },
]
