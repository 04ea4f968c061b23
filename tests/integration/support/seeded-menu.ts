/** The menu migration 0002 seeds, in its sort order. */
export const SEEDED_MENU_NAMES = [
  'Beef Samosa',
  'Chicken Samosa',
  'Vegetable Samosa',
  'Chapati',
  'Mandazi (6 pieces)',
  'Beef Pilau Tray',
];
