import type { Translation } from '../catalog.js';
import type { inboxMessages } from '../messages-messages.js';

/** French (fr-CA) of ../messages-messages.ts: the same keys, Quebec workplace French. */
export const inboxMessagesFr: Translation<typeof inboxMessages> = {
  inbox: {
    messages: 'Messages',
    openMessages: 'Ouvrir les messages',
    openMessagesUnread_one: 'Ouvrir les messages, {{count}} non lu',
    openMessagesUnread_other: 'Ouvrir les messages, {{count}} non lus',
    noMessages: "Vous n'avez aucun message.",
    messagesFailed: "Les messages n'ont pas pu être chargés.",
    notFound: 'Message introuvable.',
    from: 'De {{name}}',
    markRead: 'Marquer comme lu',
    compose: 'Rédiger un message',
    composeTitle: 'Nouveau message',
    send: 'Envoyer',
    /** After sending; {{count}} recipients. */
    sent_one: 'Le message a été envoyé à {{count}} personne',
    sent_other: 'Le message a été envoyé à {{count}} personnes',
    noRecipients: "Personne ne recevrait ce message. Choisissez d'autres destinataires.",
    recipientNotFound: 'Sélectionnez un destinataire existant',
    fields: {
      to: 'Envoyer à',
      userID: 'Utilisateur',
      role: 'Rôle',
      regionID: 'Région',
      districtID: 'District',
      subject: 'Objet',
      message: 'Message',
    },
    toOptions: {
      user: 'Un utilisateur',
      role: "Tous les utilisateurs d'un rôle",
      region: "Tous les utilisateurs d'une région",
      district: "Tous les utilisateurs d'un district",
    },
    searchUser: 'Tapez un nom pour chercher parmi les utilisateurs',
    noUserFound: 'Aucun utilisateur trouvé',
    liveLost: 'Les mises à jour en direct sont suspendues\u00a0; la cloche se rafraîchit chaque minute.',
  },
  subscriberMail: {
    /** {{name}}: the newsletter's or weekly good's name. */
    subject: 'Nouveauté sur Fieldops\u00a0: {{name}}',
    body: "Bonjour {{firstName}},\n\nLe document «\u00a0{{name}}\u00a0» vient d'être publié. Lisez-le ici\u00a0:\n{{link}}\n\nVous recevez ce courriel parce que vous êtes abonné aux envois «\u00a0{{subscription}}\u00a0» de Fieldops. Pour ne plus les recevoir, désabonnez-vous en un clic\u00a0:\n{{unsubscribe}}\n",
    unsubscribedTitle: 'Désabonnement',
    unsubscribed: 'Vous avez été désabonné. Vous ne recevrez plus les courriels «\u00a0{{subscription}}\u00a0» de Fieldops.',
    invalidLink: "Ce lien de désabonnement n'est pas valide.",
    invalidLinkTitle: 'Lien non valide',
  },
};
