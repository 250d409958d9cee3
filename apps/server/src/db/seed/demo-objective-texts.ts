/** Words of the demo objectives and their results. */

/** Themes per objective type id (1 Display … 7 Demo Day, see migration 0002). */
export const THEMES: Record<number, string[]> = {
  1: ['end-cap display', 'power aisle wing display', 'counter display', 'seasonal pallet display', 'window display'],
  2: ['hand tool planogram reset', 'power tool wall reset', 'battery bay reset', 'accessory peg reset', 'outdoor bay reset'],
  3: ['flyer promotion set-up', 'bonus battery promotion', 'spring savings event', 'buy more save more signs', 'clearance price check'],
  4: [
    'product knowledge session',
    'new line staff training',
    'safety features briefing',
    'warranty programme briefing',
    'associate clinic',
  ],
  5: ['inventory count', 'out-of-stock audit', 'backroom overstock check', 'new SKU cut-in check', 'damaged goods review'],
  6: ['merchandising audit', 'price tag audit', 'signage compliance audit', 'facing and fill audit', 'shelf strip audit'],
  7: ['in-store demo day', 'weekend demo event', 'contractor morning demo', 'pro desk demo', 'outdoor demo day'],
};

export const DESCRIPTIONS = [
  'Follow the playbook: build the display at the front of the aisle, face every product and hang the header sign. Take photos of the finished work.',
  'Reset the bay to the new planogram. Remove discontinued items, cut in the new SKUs and replace the shelf strips.',
  'Set up the promotion before the flyer starts. Check prices at the shelf and at the till, and report any gap.',
  'Walk the store associates through the key features and the warranty. Leave the product sheets at the service desk.',
  'Count the listed items on the floor and in the backroom; note out-of-stocks and overstock.',
  'Audit the section against the standards: facings, price tags, signage and cleanliness.',
];

export const COMPLETED_COMMENTS = [
  'Display built as per the playbook.',
  'Manager approved the placement near the entrance.',
  'Shelf reset done; two SKUs missing, reorder placed.',
  'Signs up and prices checked at the till.',
  'Completed with the hardware department associate.',
  'All facings filled, backstock moved to the floor.',
  'Great feedback from the store manager.',
  'Session done with six associates; product sheets left at the desk.',
];

export const NOT_COMPLETED_COMMENTS = [
  'Manager asked to wait until the flyer ends.',
  'Product still not delivered, checked twice.',
  'No room on the floor this month.',
  'Store was closed for renovation during the visit.',
];

export const PENDING_COMMENT = 'Planned for the next visit.';

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
