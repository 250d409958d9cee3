import type { Translation } from '../catalog.js';
import type { geoMessages } from '../messages-geo.js';

/** French (fr-CA) of ../messages-geo.ts: the same keys, Quebec workplace French. */
export const geoMessagesFr: Translation<typeof geoMessages> = {
  title: 'Géolocalisation',
  chartTitle: 'Moyenne hebdomadaire des heures',
  /** The chart's value axis and tooltip: mean hours in store per rep-day. */
  chartAxis: 'Heures moyennes par représentant par jour',
  noData: "Aucune visite pour l'instant.",
  repsTitle: 'Représentants terrain',
  week: 'Semaine',
  /** The week selector's first choice: the chart's weeks (GEO_SUMMARY_WEEKS). */
  lastWeeks: '{{count}} dernières semaines',
  columns: {
    name: 'NOM',
    role: 'RÔLE',
    area: 'SECTEUR',
    visits: 'VISITES',
    stores: 'MAGASINS VISITÉS',
    hours: 'HEURES',
    avgHours: 'HEURES MOY. / JOUR',
  },
  roles: { admin: 'Administrateur', dsm: 'DSM', ds: 'DS', fsr: 'FSR' },
  userTitle: 'Géolocalisation\u00a0: {{name}}',
  back: 'Retour à la géolocalisation',
  weeksTitle: 'Semaines',
  weekColumns: {
    week: 'SEMAINE',
    visits: 'VISITES',
    stores: 'MAGASINS',
    hours: 'HEURES',
    avgHours: 'HEURES MOY. / JOUR',
  },
  chooseWeek: 'Choisissez une semaine pour en voir les visites.',
  visitsTitle: 'Visites en magasin\u00a0: {{week}}',
  visitsTable: 'Visites de la semaine',
  visitColumns: {
    store: 'MAGASIN',
    entry: 'ENTRÉE',
    exit: 'SORTIE',
    duration: 'DURÉE',
  },
  /** A visit's length in hours and minutes (spec 2 §2). */
  /** A visit not checked out yet. */
  open: 'En magasin',
  forced: 'Départ forcé',
  noVisits: 'Aucune visite cette semaine.',
  mapTitle: 'Carte de la semaine',
  /** Shown over the map when no tile server is configured (MAP_TILE_URL): markers only. */
  noTiles: 'Aucune tuile de carte configurée\u00a0: marqueurs des magasins seulement.',
  popupEntry: 'Entrée\u00a0: {{time}}',
  popupExit: 'Sortie\u00a0: {{time}}',
  checkinSpot: "Position à l'arrivée",
  /** GET /geoitem/user/{id}/week/{week} with a day that is not a Monday. */
  weekInvalid: 'Choisissez une semaine par son lundi (AAAA-MM-JJ)',
  userNotFound: 'Utilisateur introuvable.',
};
