-- What is in each dish, and the pack labels (issue 37).
-- ingredients: in order of weight, as the label lists them. allergens: of the nine major food
-- allergens (src/domain/allergens.ts), by key; the menu's 'Contains: …', /allergens' table and the
-- labels are all made from these two columns, so they can never disagree.
ALTER TABLE products
  ADD COLUMN ingredients TEXT[] NOT NULL DEFAULT '{}',
  ADD COLUMN allergens   TEXT[] NOT NULL DEFAULT '{}',
  ADD CONSTRAINT products_allergens_known CHECK (
    allergens <@ ARRAY['milk', 'eggs', 'fish', 'shellfish', 'tree-nuts', 'peanuts', 'wheat', 'soy', 'sesame']::text[]);

-- The seeded dishes, as the owner's /allergens page describes them; she confirms each in the editor.
UPDATE products SET ingredients = ARRAY['wheat flour', 'minced beef', 'onion', 'vegetable oil', 'garlic', 'ginger', 'green chilli', 'coriander', 'salt', 'spices'], allergens = ARRAY['wheat'] WHERE slug = 'beef-samosa';
UPDATE products SET ingredients = ARRAY['wheat flour', 'chicken', 'onion', 'vegetable oil', 'garlic', 'ginger', 'green chilli', 'coriander', 'salt', 'spices'], allergens = ARRAY['wheat'] WHERE slug = 'chicken-samosa';
UPDATE products SET ingredients = ARRAY['wheat flour', 'potato', 'peas', 'carrot', 'onion', 'vegetable oil', 'garlic', 'ginger', 'green chilli', 'salt', 'spices'], allergens = ARRAY['wheat'] WHERE slug = 'vegetable-samosa';
UPDATE products SET ingredients = ARRAY['wheat flour', 'water', 'vegetable oil', 'salt', 'sugar'], allergens = ARRAY['wheat'] WHERE slug = 'chapati';
UPDATE products SET ingredients = ARRAY['wheat flour', 'milk', 'sugar', 'eggs', 'vegetable oil', 'yeast', 'cardamom'], allergens = ARRAY['wheat', 'milk', 'eggs'] WHERE slug = 'mandazi';
UPDATE products SET ingredients = ARRAY['rice', 'beef', 'onion', 'vegetable oil', 'tomato', 'garlic', 'ginger', 'pilau masala', 'salt'], allergens = ARRAY[]::text[] WHERE slug = 'beef-pilau';

-- The kitchen as its labels name it (a settings of the shop): its name, address and food licence
-- number, and the line on keeping the food the owner sets.
ALTER TABLE business_settings
  ADD COLUMN kitchen_name    TEXT NOT NULL DEFAULT 'Kenyan Bites',
  ADD COLUMN kitchen_address TEXT NOT NULL DEFAULT 'Overland Park, KS',
  ADD COLUMN kitchen_licence TEXT,
  ADD COLUMN keeping_note    TEXT NOT NULL DEFAULT 'Best eaten within 2 hours. Refrigerate what is left.';
