/**
 * Real regions of the organisation (ids fixed by the specification) and real Canadian cities with
 * a forward sortation area each, so every generated address and postal code is valid, and the
 * coordinates of each city's centre, so every demo store has a real position.
 */
import { provinceById } from '@fieldops/contract';
import type { Random } from './random.js';

export interface City {
  name: string;
  province: number;
  fsa: string[];
  area: string;
  /** The city centre (WGS 84), from an offline table: no geocoding service. Demo stores lie around it. */
  lat: number;
  lng: number;
}

export const REGIONS = [
  { id: 2, name: 'Ontario', nameFr: 'Ontario' },
  { id: 7, name: 'Quebec', nameFr: 'Québec' },
  { id: 11, name: 'Atlantic', nameFr: 'Atlantique' },
  { id: 12, name: 'Prairies', nameFr: 'Prairies' },
  { id: 13, name: 'Alberta and North', nameFr: 'Alberta et Nord' },
  { id: 14, name: 'British Columbia and Yukon', nameFr: 'Colombie-Britannique et Yukon' },
  { id: 15, name: 'Greater Toronto', nameFr: 'Grand Toronto' },
] as const;

/** Districts per region: a name and the cities its stores are in. */
export const DISTRICTS: Record<number, { name: string; cities: City[] }[]> = {
  2: [
    {
      name: 'Ottawa Valley',
      cities: [
        { name: 'Ottawa', province: 9, fsa: ['K1A', 'K1P', 'K2P', 'K1S'], area: '613', lat: 45.4215, lng: -75.6972 },
        { name: 'Kingston', province: 9, fsa: ['K7L', 'K7M', 'K7K'], area: '613', lat: 44.2312, lng: -76.486 },
        { name: 'Pembroke', province: 9, fsa: ['K8A'], area: '613', lat: 45.8267, lng: -77.1103 },
      ],
    },
    {
      name: 'Southwestern Ontario',
      cities: [
        { name: 'London', province: 9, fsa: ['N6A', 'N6B', 'N5V'], area: '519', lat: 42.9849, lng: -81.2453 },
        { name: 'Windsor', province: 9, fsa: ['N9A', 'N8X'], area: '519', lat: 42.3149, lng: -83.0364 },
        { name: 'Kitchener', province: 9, fsa: ['N2G', 'N2H'], area: '519', lat: 43.4516, lng: -80.4925 },
      ],
    },
    {
      name: 'Northern Ontario',
      cities: [
        { name: 'Sudbury', province: 9, fsa: ['P3A', 'P3E'], area: '705', lat: 46.4917, lng: -80.993 },
        { name: 'Thunder Bay', province: 9, fsa: ['P7B', 'P7A'], area: '807', lat: 48.3809, lng: -89.2477 },
        { name: 'Sault Ste. Marie', province: 9, fsa: ['P6A', 'P6B'], area: '705', lat: 46.5219, lng: -84.3461 },
      ],
    },
  ],
  7: [
    {
      name: 'Montréal',
      cities: [
        { name: 'Montréal', province: 11, fsa: ['H2X', 'H3B', 'H4A', 'H1V'], area: '514', lat: 45.5019, lng: -73.5674 },
        { name: 'Laval', province: 11, fsa: ['H7N', 'H7T'], area: '450', lat: 45.6066, lng: -73.7124 },
        { name: 'Longueuil', province: 11, fsa: ['J4K', 'J4H'], area: '450', lat: 45.5312, lng: -73.5181 },
      ],
    },
    {
      name: 'Québec and East',
      cities: [
        { name: 'Québec', province: 11, fsa: ['G1R', 'G1K', 'G2B'], area: '418', lat: 46.8139, lng: -71.208 },
        { name: 'Lévis', province: 11, fsa: ['G6V', 'G6W'], area: '418', lat: 46.8032, lng: -71.1779 },
        { name: 'Rimouski', province: 11, fsa: ['G5L'], area: '418', lat: 48.449, lng: -68.523 },
      ],
    },
    {
      name: 'Estrie and Mauricie',
      cities: [
        { name: 'Sherbrooke', province: 11, fsa: ['J1H', 'J1E'], area: '819', lat: 45.4042, lng: -71.8929 },
        { name: 'Trois-Rivières', province: 11, fsa: ['G8T', 'G9A'], area: '819', lat: 46.343, lng: -72.543 },
        { name: 'Gatineau', province: 11, fsa: ['J8T', 'J8Y'], area: '819', lat: 45.4765, lng: -75.7013 },
      ],
    },
  ],
  11: [
    {
      name: 'Maritimes',
      cities: [
        { name: 'Halifax', province: 6, fsa: ['B3H', 'B3J', 'B3K'], area: '902', lat: 44.6488, lng: -63.5752 },
        { name: 'Moncton', province: 4, fsa: ['E1C', 'E1A'], area: '506', lat: 46.0878, lng: -64.7782 },
        { name: 'Charlottetown', province: 10, fsa: ['C1A', 'C1E'], area: '902', lat: 46.2382, lng: -63.1311 },
      ],
    },
    {
      name: 'Newfoundland and New Brunswick',
      cities: [
        { name: "St. John's", province: 5, fsa: ['A1C', 'A1B', 'A1E'], area: '709', lat: 47.5615, lng: -52.7126 },
        { name: 'Fredericton', province: 4, fsa: ['E3B', 'E3A'], area: '506', lat: 45.9636, lng: -66.6431 },
        { name: 'Saint John', province: 4, fsa: ['E2L', 'E2K'], area: '506', lat: 45.2733, lng: -66.0633 },
      ],
    },
  ],
  12: [
    {
      name: 'Manitoba',
      cities: [
        { name: 'Winnipeg', province: 3, fsa: ['R3C', 'R2W', 'R3T'], area: '204', lat: 49.8951, lng: -97.1384 },
        { name: 'Brandon', province: 3, fsa: ['R7A', 'R7B'], area: '204', lat: 49.8485, lng: -99.9501 },
        { name: 'Steinbach', province: 3, fsa: ['R5G'], area: '204', lat: 49.5258, lng: -96.6839 },
      ],
    },
    {
      name: 'Saskatchewan',
      cities: [
        { name: 'Regina', province: 12, fsa: ['S4P', 'S4R', 'S4S'], area: '306', lat: 50.4452, lng: -104.6189 },
        { name: 'Saskatoon', province: 12, fsa: ['S7K', 'S7N', 'S7H'], area: '306', lat: 52.1332, lng: -106.67 },
        { name: 'Prince Albert', province: 12, fsa: ['S6V'], area: '306', lat: 53.2033, lng: -105.7531 },
      ],
    },
  ],
  13: [
    {
      name: 'Calgary and South',
      cities: [
        { name: 'Calgary', province: 1, fsa: ['T2P', 'T2E', 'T3A', 'T2Z'], area: '403', lat: 51.0447, lng: -114.0719 },
        { name: 'Lethbridge', province: 1, fsa: ['T1J', 'T1K'], area: '403', lat: 49.6956, lng: -112.8451 },
        { name: 'Red Deer', province: 1, fsa: ['T4N', 'T4P'], area: '403', lat: 52.2681, lng: -113.8112 },
      ],
    },
    {
      name: 'Edmonton and North',
      cities: [
        { name: 'Edmonton', province: 1, fsa: ['T5J', 'T6E', 'T5K'], area: '780', lat: 53.5461, lng: -113.4938 },
        { name: 'Grande Prairie', province: 1, fsa: ['T8V'], area: '780', lat: 55.1707, lng: -118.7947 },
        { name: 'Yellowknife', province: 7, fsa: ['X1A'], area: '867', lat: 62.454, lng: -114.3718 },
        { name: 'Iqaluit', province: 8, fsa: ['X0A'], area: '867', lat: 63.7467, lng: -68.517 },
      ],
    },
  ],
  14: [
    {
      name: 'Lower Mainland',
      cities: [
        { name: 'Vancouver', province: 2, fsa: ['V6B', 'V5K', 'V6H'], area: '604', lat: 49.2827, lng: -123.1207 },
        { name: 'Surrey', province: 2, fsa: ['V3T', 'V3W'], area: '604', lat: 49.1913, lng: -122.849 },
        { name: 'Burnaby', province: 2, fsa: ['V5H', 'V5C'], area: '604', lat: 49.2488, lng: -122.9805 },
      ],
    },
    {
      name: 'Interior, Island and Yukon',
      cities: [
        { name: 'Victoria', province: 2, fsa: ['V8W', 'V8V'], area: '250', lat: 48.4284, lng: -123.3656 },
        { name: 'Kelowna', province: 2, fsa: ['V1Y', 'V1X'], area: '250', lat: 49.888, lng: -119.496 },
        { name: 'Whitehorse', province: 13, fsa: ['Y1A'], area: '867', lat: 60.7212, lng: -135.0568 },
      ],
    },
  ],
  15: [
    {
      name: 'Toronto Central',
      cities: [
        { name: 'Toronto', province: 9, fsa: ['M5V', 'M4W', 'M6K', 'M5A'], area: '416', lat: 43.6532, lng: -79.3832 },
        { name: 'Etobicoke', province: 9, fsa: ['M9C', 'M8V'], area: '416', lat: 43.6205, lng: -79.5132 },
      ],
    },
    {
      name: 'Peel and Halton',
      cities: [
        { name: 'Mississauga', province: 9, fsa: ['L5B', 'L4Z', 'L5N'], area: '905', lat: 43.589, lng: -79.6441 },
        { name: 'Brampton', province: 9, fsa: ['L6T', 'L6Y'], area: '905', lat: 43.7315, lng: -79.7624 },
        { name: 'Oakville', province: 9, fsa: ['L6J', 'L6H'], area: '905', lat: 43.4675, lng: -79.6877 },
      ],
    },
    {
      name: 'York and Durham',
      cities: [
        { name: 'Markham', province: 9, fsa: ['L3R', 'L6C'], area: '905', lat: 43.8561, lng: -79.337 },
        { name: 'Vaughan', province: 9, fsa: ['L4K', 'L6A'], area: '905', lat: 43.8361, lng: -79.4983 },
        { name: 'Oshawa', province: 9, fsa: ['L1H', 'L1G'], area: '905', lat: 43.8971, lng: -78.8658 },
      ],
    },
  ],
};

export const STORE_BANNERS = [
  'Home Hardware',
  'Canadian Tire',
  'RONA',
  'The Home Depot',
  "Lowe's",
  'Kent Building Supplies',
  'Princess Auto',
  'TIMBER MART',
  'Castle Building Centres',
  'Home Hardware Building Centre',
];
/** Street names found in towns across English Canada: a demo store's address does not name a famous street of another city. */
const STREETS = [
  'Main Street',
  'King Street',
  'Queen Street',
  'Albert Street',
  'Water Street',
  'Victoria Avenue',
  'Park Street',
  'Centre Street',
  'Wellington Street',
  'Broadway',
  'Church Street',
  'Railway Avenue',
  'First Avenue',
  'Industrial Road',
];
/** And in Quebec, in French. */
const QUEBEC_STREETS = [
  'Rue Principale',
  'Rue Notre-Dame',
  'Rue Saint-Jean',
  'Rue Saint-Joseph',
  "Rue de l'Église",
  'Rue du Parc',
  'Boulevard Industriel',
  'Boulevard des Entreprises',
];

/** A street address in `city`: a number and a street of its province's language. */
export function streetAddress(random: Random, city: City): string {
  const streets = provinceById(city.province)?.code === 'QC' ? QUEBEC_STREETS : STREETS;
  return `${random.int(10, 9800)} ${random.pick(streets)}`;
}

/** `name` as the part of a demo e-mail address: its letters without accents, in lower case ('Zoé Côté' → 'zoecote'). */
export const emailName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

export const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Charlotte',
  'William',
  'Amelia',
  'Benjamin',
  'Sophie',
  'Lucas',
  'Chloé',
  'Nathan',
  'Léa',
  'Gabriel',
  'Ava',
  'Jacob',
  'Maya',
  'Ethan',
  'Zoé',
  'Samuel',
  'Priya',
  'Arjun',
  'Mei',
  'Daniel',
  'Fatima',
  'Omar',
  'Isabelle',
  'Marc',
  'Hannah',
  'Owen',
];
export const LAST_NAMES = [
  'Smith',
  'Tremblay',
  'Brown',
  'Gagnon',
  'Wilson',
  'Roy',
  'MacDonald',
  'Côté',
  'Taylor',
  'Bouchard',
  'Campbell',
  'Gauthier',
  'Anderson',
  'Morin',
  'Chen',
  'Lavoie',
  'Singh',
  'Fortin',
  'Patel',
  'Leblanc',
  'Martin',
  'Nguyen',
  'Thompson',
  'Pelletier',
  'White',
  'Bélanger',
  'Lee',
  'Lévesque',
  'Clark',
  'Bergeron',
];
