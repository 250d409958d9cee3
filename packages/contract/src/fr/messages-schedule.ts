import type { Translation } from '../catalog.js';
import type { scheduleMessages } from '../messages-schedule.js';

/** French (fr-CA) of ../messages-schedule.ts: the same keys, Quebec workplace French. */
export const scheduleMessagesFr: Translation<typeof scheduleMessages> = {
  title: 'Horaire',
  allDistricts: 'Tous les districts',
  allReps: 'Tous les représentants',
  searchRep: 'Tapez un nom pour chercher parmi les représentants',
  noRepFound: 'Aucun représentant trouvé',
  eventDetails: "Détails de l'entrée",
  /** An event's title on the calendar and in its details: the type, then whose entry it is. */
  eventTitle: '{{type}} — {{name}}',
  legend: "Types d'horaire",
  /** The five schedule types by id (migration 0002; fixed, not an admin list): shown in the reader's language. */
  typeNames: { 1: 'Visite en magasin', 2: 'Réunion', 3: 'Journée au bureau', 4: 'Formation', 5: 'Congé' },
  noNotes: 'Aucune note.',
  views: {
    month: 'Mois',
    week: 'Semaine',
    day: 'Jour',
    list: 'Liste',
    today: "Aujourd'hui",
    previous: 'Précédent',
    next: 'Suivant',
    time: 'Heure',
    event: 'Événement',
  },
  newTitle: 'Nouvelle entrée',
  editTitle: "Modifier l'entrée",
  addHint:
    'Cliquez sur un jour ou sur Ajouter une entrée pour ajouter une entrée\u00a0; faites glisser une entrée, ou ouvrez-la et modifiez sa date, pour la déplacer.',
  add: 'Ajouter une entrée',
  fields: { date: 'Date', scheduleTypeID: 'Type', notes: 'Notes', userID: 'Représentant' },
  created: "L'enregistrement a été créé",
  updated: "L'enregistrement a été mis à jour",
  deleted: "L'enregistrement a été supprimé.",
  confirmDelete: 'Voulez-vous supprimer cet enregistrement\u00a0?',
  notFound: "Entrée d'horaire introuvable.",
  userNotFound: 'Utilisateur introuvable.',
  typeNotFound: "Sélectionnez un type d'horaire existant",
  notPlannable: 'Sélectionnez un représentant terrain ou un superviseur de district',
  ownOnly: 'Vous ne pouvez modifier que votre propre horaire.',
  yearRange: 'Entrez une date comprise entre {{from}} et {{to}}',
  rangeOrder: 'La date de fin ne doit pas précéder la date de début',
  rangeTooLong: 'Demandez au plus {{days}} jours à la fois',
  /** Told to the owner when an admin adds, changes or removes an entry of their calendar (DESIGN §4). */
  notify: {
    subject: 'Horaire mis à jour',
    added: 'Une entrée a été ajoutée à votre horaire pour le {{date}}.',
    changed: 'Une entrée de votre horaire a été modifiée ({{date}}).',
    removed: "L'entrée de votre horaire du {{date}} a été supprimée.",
  },
  feed: {
    title: 'Abonnement au calendrier',
    help: 'Abonnez-vous à votre horaire depuis le calendrier de votre téléphone avec ce lien privé. Toute personne qui a le lien peut consulter votre horaire.',
    none: "Vous n'avez pas encore de lien de calendrier.",
    create: 'Créer un lien',
    renew: 'Nouveau lien',
    copy: 'Copier le lien',
    copied: 'Le lien a été copié',
    link: 'Lien du calendrier',
    /** Only a hash of the secret is kept, so a link can be read only when it is made. */
    hidden:
      "Votre lien a été créé le {{date}}. Il n'est affiché qu'au moment de sa création\u00a0: créez un nouveau lien pour le voir de nouveau (l'ancien cessera alors de fonctionner).",
    renewTitle: 'Créer un nouveau lien\u00a0?',
    renewText: "L'ancien lien cessera de fonctionner\u00a0: les calendriers qui y sont abonnés ne seront plus mis à jour.",
    renewConfirm: 'Oui, créer un nouveau lien',
    renewed: 'Un nouveau lien a été créé',
    notFound: 'Abonnement au calendrier introuvable.',
    calendarName: 'Horaire Fieldops — {{name}}',
  },
};
