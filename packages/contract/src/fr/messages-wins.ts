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
  approveItem: 'Approuver « {{title}} »',
  edit: 'Modifier',
  delete: 'Supprimer',
  editItem: 'Modifier « {{title}} »',
  deleteItem: 'Supprimer « {{title}} »',
  save: 'Enregistrer',
  created: "L'enregistrement a été créé",
  updated: "L'enregistrement a été mis à jour",
  deleted: "L'enregistrement a été supprimé.",
  confirmDelete: 'Voulez-vous supprimer cet enregistrement ?',
  empty: "Aucune réussite n'a encore été publiée.",
  postedBy: 'Publiée par {{name}}',
  photoOf: 'Photo de la réussite « {{title}} »',
  feed: 'Fil des réussites',
  notFound: 'Réussite introuvable.',
  winTypeNotFound: 'Sélectionnez un type de réussite existant',
  approvedLocked: 'Cette réussite a été approuvée : seul un administrateur peut maintenant la modifier.',
  notYours: "Seul l'auteur ou un administrateur peut modifier cette réussite.",
  approvedSubject: 'Réussite approuvée',
  approvedMessage: 'Votre réussite « {{title}} » a été approuvée.',
  fields: { winTypeID: 'Type de réussite', title: 'Titre', description: 'Description', date: 'Date', image: 'Photo' },
};
