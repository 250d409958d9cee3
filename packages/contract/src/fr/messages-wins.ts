import type { Translation } from '../catalog.js';
import type { winMessages } from '../messages-wins.js';

/** French (fr-CA) of ../messages-wins.ts: the same keys, Quebec workplace French. */
export const winMessagesFr: Translation<typeof winMessages> = {
  title: 'Réussites',
  postWin: 'Publier une réussite',
  newTitle: 'Nouvelle réussite',
  editTitle: 'Modifier la réussite',
  approve: 'Approuver',
  approved: 'Approuvée',
  approveItem: 'Approuver «\u00a0{{title}}\u00a0»',
  edit: 'Modifier',
  delete: 'Supprimer',
  editItem: 'Modifier «\u00a0{{title}}\u00a0»',
  deleteItem: 'Supprimer «\u00a0{{title}}\u00a0»',
  save: 'Enregistrer',
  created: "L'enregistrement a été créé",
  updated: "L'enregistrement a été mis à jour",
  deleted: "L'enregistrement a été supprimé.",
  confirmDelete: 'Voulez-vous supprimer cet enregistrement\u00a0?',
  empty: "Aucune réussite n'a encore été publiée.",
  postedBy: 'Publiée par {{name}}',
  photoOf: 'Photo de la réussite «\u00a0{{title}}\u00a0»',
  feed: 'Fil des réussites',
  notFound: 'Réussite introuvable.',
  winTypeNotFound: 'Sélectionnez un type de réussite existant',
  approvedLocked: 'Cette réussite a été approuvée\u00a0: seul un administrateur peut maintenant la modifier.',
  notYours: "Seul l'auteur ou un administrateur peut modifier cette réussite.",
  approvedSubject: 'Réussite approuvée',
  approvedMessage: 'Votre réussite «\u00a0{{title}}\u00a0» a été approuvée.',
  fields: { winTypeID: 'Type de réussite', title: 'Titre', description: 'Description', date: 'Date', image: 'Photo' },
};
