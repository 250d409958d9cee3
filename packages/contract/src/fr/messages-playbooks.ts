import type { Translation } from '../catalog.js';
import type { playbookMessages } from '../messages-playbooks.js';

/** French (fr-CA) of ../messages-playbooks.ts: the same keys, Quebec workplace French. */
export const playbookMessagesFr: Translation<typeof playbookMessages> = {
  title: 'Guides',
  addNew: 'Ajouter',
  columns: {
    title: 'TITRE',
    month: 'MOIS',
    year: 'ANNÉE',
    visibleTo: 'VISIBLE PAR',
    views: 'NBRE DE VUES',
    actions: 'Actions',
  },
  /** The VISIBLE TO cell: the number of stores followed by the word 'stores'. */
  storeCount: '{{count}} magasins',
  newTitle: 'Nouveau guide',
  editTitle: 'Modifier le guide',
  fields: { file: 'PDF', name: 'Titre', month: 'Mois', year: 'Année', stores: 'Magasins' },
  /** Under the store selection: saving with none chosen (spec 3 §5). */
  allStoresHint: "Aucun magasin choisi\u00a0: le guide est présenté à tous les magasins d'une région connue.",
  save: 'Enregistrer',
  created: 'Le guide a été créé',
  updated: 'Le guide a été mis à jour',
  deleted: 'Le guide a été supprimé.',
  confirmDelete: 'Voulez-vous supprimer ce guide\u00a0?',
  open: 'Ouvrir {{name}}',
  notFound: 'Guide introuvable.',
  validation: {
    file: 'Le fichier PDF est obligatoire',
    name: 'Entrez un titre',
    date: "Sélectionnez un mois et une année, de 2018 à l'an prochain",
    /** A store id that names no active store. */
    unknownStores: "Certains des magasins sélectionnés n'existent pas.",
  },
  published: {
    subject: 'Nouveau guide',
    message: 'Le guide «\u00a0{{name}}\u00a0» a été publié.',
  },
};
