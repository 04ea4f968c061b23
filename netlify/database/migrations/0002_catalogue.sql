-- The menu. Prices are list prices in cents; samosas and chapatis are re-priced by pack tier in
-- src/domain/pricing.ts. `image` is a site path the owner can point at a replacement photo.

CREATE TABLE products (
  id           BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug         TEXT NOT NULL UNIQUE,
  name         TEXT NOT NULL,
  description  TEXT NOT NULL,
  price_cents  INTEGER NOT NULL CHECK (price_cents > 0),
  unit         TEXT NOT NULL,
  image        TEXT NOT NULL,
  image_alt    TEXT NOT NULL,
  sort_order   INTEGER NOT NULL DEFAULT 0,
  is_available BOOLEAN NOT NULL DEFAULT true,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

INSERT INTO products (slug, name, description, price_cents, unit, image, image_alt, sort_order) VALUES
  ('beef-samosa', 'Beef Samosa',
   'Crisp hand-folded pastry filled with minced beef, onion, garlic, ginger, green chilli and fresh coriander, spiced the Mombasa way.',
   200, 'per piece', '/images/products/beef-samosa.svg', 'Three golden beef samosas on a plate with a lemon wedge', 10),
  ('chicken-samosa', 'Chicken Samosa',
   'Golden triangles of flaky pastry stuffed with shredded chicken, leeks, garam masala and a squeeze of lemon.',
   200, 'per piece', '/images/products/chicken-samosa.svg', 'Three chicken samosas on a plate with fresh coriander', 20),
  ('vegetable-samosa', 'Vegetable Samosa',
   'Potatoes, peas, carrots and onion with cumin, turmeric and chilli, folded into crisp pastry. Vegetarian.',
   200, 'per piece', '/images/products/vegetable-samosa.svg', 'Three vegetable samosas on a plate with green peas', 30),
  ('chapati', 'Chapati',
   'Soft, layered Kenyan flatbread rolled by hand and pan-fried until golden and flaky. Perfect with stew or chai.',
   200, 'per piece', '/images/products/chapati.svg', 'A stack of soft, golden layered chapatis', 40),
  ('mandazi', 'Mandazi (6 pieces)',
   'Lightly sweet East African doughnuts with coconut milk and a hint of cardamom, fried to a fluffy golden brown.',
   800, 'per box of 6', '/images/products/mandazi.svg', 'A box of six golden triangular mandazi', 50),
  ('beef-pilau', 'Beef Pilau Tray',
   'Fragrant rice slow-cooked with tender beef, cumin, cardamom, cinnamon and cloves. Serves two to three, with kachumbari.',
   2400, 'per tray', '/images/products/beef-pilau.svg', 'A tray of spiced beef pilau rice with a side of kachumbari salad', 60);
