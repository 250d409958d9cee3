import type { Translation } from '../catalog.js';
import type { newsletterMessages } from '../messages-newsletters.js';

/** French (fr-CA) of ../messages-newsletters.ts: the same keys, Quebec workplace French. */
export const newsletterMessagesFr: Translation<typeof newsletterMessages> = {
  title: 'Infolettre',
  tabs: {
    win: 'Réussites',
    weekly_good: 'Bulletin de la semaine',
    e_learning: 'Formation en ligne',
    weeklyGoods: 'Bulletins de la semaine',
    winsFeed: 'Fil des réussites',
    label: "Sections de l'infolettre",
  },
  columns: { title: 'TITRE', date: 'DATE', month: 'MOIS', year: 'ANNÉE', views: 'NBRE DE VUES', actions: 'Actions' },
  fields: { name: 'Titre', date: 'Date', file: 'Fichier', month: 'Mois', year: 'Année', type: 'Type' },
  modes: { new: 'Nouveau', edit: 'Modifier', preview: 'Détail' },
  created: "L'enregistrement a été créé",
  updated: "L'enregistrement a été mis à jour",
  deleted: "L'enregistrement a été supprimé.",
  confirmDelete: 'Voulez-vous supprimer cet enregistrement\u00a0?',
  notFound: 'Enregistrement introuvable.',
  typeInvalid: "Choisissez l'une des valeurs suivantes\u00a0: win, weekly_good, e_learning",
  firstOfMonth: "Utilisez le premier jour d'un mois, AAAA-MM-01",
  realDate: 'Entrez une date réelle',
  yearRange: "Choisissez une année de {{first}} à l'an prochain",
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  openPdf: 'Ouvrir le PDF',
  noPdf: 'Aucun PDF joint.',
  pdfTitle: 'PDF de «\u00a0{{name}}\u00a0»',
  views: '{{count}} vues',
  close: 'Fermer',
  weeklyGoods: {
    title: 'Bulletins de la semaine',
    newTitle: 'Nouveau bulletin de la semaine',
    editTitle: 'Modifier le bulletin de la semaine',
    created: 'Le bulletin de la semaine a été créé',
    updated: 'Le bulletin de la semaine a été mis à jour',
    deleted: 'Le bulletin de la semaine a été supprimé.',
    confirmDelete: 'Voulez-vous supprimer ce bulletin de la semaine\u00a0?',
    notFound: 'Bulletin de la semaine introuvable.',
  },
};
