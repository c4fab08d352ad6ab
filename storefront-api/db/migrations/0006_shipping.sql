-- Shipping reference data of issue 11: product weights, the carriers' rates, relay points and the
-- places a relay search is located from (a local table: no outside maps service). Reference data
-- lives here, like the franco thresholds, so every database has it whatever its demo data.

ALTER TABLE products ADD COLUMN weight_grams integer CHECK (weight_grams > 0);
-- The net weight attribute when the product has one, plus packaging; otherwise the class default
-- (`shipping.ts` of domain) applies.
UPDATE products SET weight_grams = ((attributes->>'poids')::numeric * 1.1)::integer + 50
  WHERE attributes->>'poids' ~ '^[0-9]+(\.[0-9]+)?$';

-- One row per way of shipping: which logistic classes it carries (all of a shipment's classes must
-- be listed), where (empty: every territory), up to which weight, at what tax-included price
-- (base + price per started kilogram), how fast. `is_standard`: the method the franco makes free.
CREATE TABLE shipping_rates (
  id               text PRIMARY KEY,
  carrier          text NOT NULL CHECK (carrier IN ('HOME', 'OVERSEAS', 'RELAY', 'EXPRESS',
                     'INTERNATIONAL_EXPRESS', 'FREIGHT', 'TRACKED_PARCEL', 'TRACKED_LETTER')),
  name             text NOT NULL,
  logistic_classes text[] NOT NULL,
  territories      text[] NOT NULL DEFAULT '{}',
  max_weight_grams integer,
  base_cents       integer NOT NULL CHECK (base_cents >= 0),
  per_kg_cents     integer NOT NULL CHECK (per_kg_cents >= 0),
  delivery_time    integer NOT NULL CHECK (delivery_time > 0),
  delivery_unit    text NOT NULL CHECK (delivery_unit IN ('HOUR', 'DAY')),
  is_air           boolean NOT NULL DEFAULT false,
  is_standard      boolean NOT NULL DEFAULT false,
  position         integer NOT NULL
);
INSERT INTO shipping_rates VALUES
  ('HOME', 'HOME', 'Livraison à domicile', '{colis-standard,fragile,froid,lettre-suivie}', '{}', 30000, 690, 100, 3, 'DAY', false, true, 1),
  ('RELAY', 'RELAY', 'Livraison en point relais', '{colis-standard,fragile,lettre-suivie}', '{}', 20000, 490, 80, 4, 'DAY', false, false, 2),
  ('OVERSEAS', 'OVERSEAS', 'Colis Outre-mer (bateau)', '{colis-standard,fragile}', '{}', 30000, 890, 120, 8, 'DAY', false, false, 3),
  ('EXPRESS', 'EXPRESS', 'Express par avion', '{colis-standard,fragile,froid,lettre-suivie}', '{GP,MQ,GY,RE}', 30000, 1490, 200, 48, 'HOUR', true, false, 4),
  ('EXPRESS:next-day', 'EXPRESS', 'Express par avion, livré le lendemain', '{colis-standard,fragile,lettre-suivie}', '{GP,MQ,RE}', 10000, 2490, 250, 24, 'HOUR', true, false, 5),
  ('INTERNATIONAL_EXPRESS', 'INTERNATIONAL_EXPRESS', 'Express international par avion', '{colis-standard,fragile,lettre-suivie}', '{BL,MF}', 30000, 2990, 400, 3, 'DAY', true, false, 6),
  ('FREIGHT', 'FREIGHT', 'Transitaire, livraison sur rendez-vous', '{volumineux}', '{}', NULL, 4900, 60, 10, 'DAY', false, true, 7),
  ('TRACKED_PARCEL', 'TRACKED_PARCEL', 'Petit colis suivi', '{colis-standard,lettre-suivie}', '{}', 2000, 590, 0, 4, 'DAY', false, false, 8),
  ('TRACKED_LETTER', 'TRACKED_LETTER', 'Lettre suivie', '{lettre-suivie}', '{}', 500, 290, 0, 5, 'DAY', false, true, 9);

-- Towns of the territories with their postcodes and approximate centres (degrees).
CREATE TABLE places (
  territory text NOT NULL,
  post_code text NOT NULL,
  city      text NOT NULL,
  lat       double precision NOT NULL,
  lng       double precision NOT NULL,
  PRIMARY KEY (post_code, city)
);
INSERT INTO places VALUES
  ('GP', '97110', 'Pointe-à-Pitre', 16.2411, -61.5331), ('GP', '97139', 'Les Abymes', 16.2710, -61.5046),
  ('GP', '97122', 'Baie-Mahault', 16.2674, -61.5854), ('GP', '97190', 'Le Gosier', 16.2064, -61.4932),
  ('GP', '97100', 'Basse-Terre', 15.9985, -61.7261), ('GP', '97160', 'Le Moule', 16.3327, -61.3445),
  ('GP', '97170', 'Petit-Bourg', 16.1914, -61.5917), ('GP', '97118', 'Saint-François', 16.2527, -61.2740),
  ('GP', '97180', 'Sainte-Anne', 16.2266, -61.3805), ('GP', '97115', 'Sainte-Rose', 16.3326, -61.6975),
  ('MQ', '97200', 'Fort-de-France', 14.6161, -61.0588), ('MQ', '97232', 'Le Lamentin', 14.6130, -60.9990),
  ('MQ', '97233', 'Schœlcher', 14.6145, -61.0899), ('MQ', '97230', 'Sainte-Marie', 14.7833, -60.9917),
  ('MQ', '97220', 'La Trinité', 14.7379, -60.9627), ('MQ', '97290', 'Le Marin', 14.4687, -60.8687),
  ('MQ', '97215', 'Rivière-Salée', 14.5333, -60.9667), ('MQ', '97224', 'Ducos', 14.5747, -60.9747),
  ('MQ', '97228', 'Sainte-Luce', 14.4667, -60.9236), ('MQ', '97250', 'Saint-Pierre', 14.7436, -61.1756),
  ('GY', '97300', 'Cayenne', 4.9372, -52.3260), ('GY', '97310', 'Kourou', 5.1599, -52.6503),
  ('GY', '97320', 'Saint-Laurent-du-Maroni', 5.4989, -54.0283), ('GY', '97351', 'Matoury', 4.8472, -52.3303),
  ('GY', '97354', 'Remire-Montjoly', 4.9167, -52.2667), ('GY', '97355', 'Macouria', 5.0167, -52.4833),
  ('RE', '97400', 'Saint-Denis', -20.8823, 55.4504), ('RE', '97410', 'Saint-Pierre', -21.3393, 55.4781),
  ('RE', '97420', 'Le Port', -20.9373, 55.2919), ('RE', '97430', 'Le Tampon', -21.2779, 55.5177),
  ('RE', '97460', 'Saint-Paul', -21.0096, 55.2707), ('RE', '97470', 'Saint-Benoît', -21.0339, 55.7128),
  ('RE', '97490', 'Sainte-Clotilde', -20.8990, 55.4890), ('RE', '97438', 'Sainte-Marie', -20.8969, 55.5493),
  ('RE', '97450', 'Saint-Louis', -21.2861, 55.4114), ('RE', '97440', 'Saint-André', -20.9631, 55.6503),
  ('BL', '97133', 'Saint-Barthélemy', 17.8962, -62.8498), ('BL', '97133', 'Gustavia', 17.8958, -62.8508),
  ('MF', '97150', 'Saint-Martin', 18.0708, -63.0501), ('MF', '97150', 'Marigot', 18.0674, -63.0824);

-- Parcel relay points (spec 3): shops hosting parcels. Opening times: ISO day (1 Monday) to ranges;
-- a day missing, empty or 00:00-00:00 is closed.
CREATE TABLE relay_points (
  code          text PRIMARY KEY,
  territory     text NOT NULL,
  company       text NOT NULL,
  house_number  text,
  street        text NOT NULL,
  street2       text,
  street3       text,
  city          text NOT NULL,
  post_code     text NOT NULL,
  lat           double precision NOT NULL,
  lng           double precision NOT NULL,
  phone         text,
  opening_times jsonb NOT NULL
);
INSERT INTO relay_points VALUES
  ('GP-0001', 'GP', 'Tabac Presse de la Darse', '12', 'Quai Lardenoy', NULL, NULL, 'Pointe-à-Pitre', '97110', 16.2395, -61.5350, '+590590821010', '{"1":[["08:00","12:30"],["14:30","18:00"]],"2":[["08:00","12:30"],["14:30","18:00"]],"3":[["08:00","12:30"]],"4":[["08:00","12:30"],["14:30","18:00"]],"5":[["08:00","12:30"],["14:30","18:00"]],"6":[["08:00","12:00"]],"7":[]}'),
  ('GP-0002', 'GP', 'Pressing Jarry Services', '5', 'Rue Ferdinand Forest', 'Zone de Jarry', NULL, 'Baie-Mahault', '97122', 16.2525, -61.5670, '+590590268844', '{"1":[["07:30","17:30"]],"2":[["07:30","17:30"]],"3":[["07:30","17:30"]],"4":[["07:30","17:30"]],"5":[["07:30","17:30"]],"6":[["00:00","00:00"]],"7":[]}'),
  ('GP-0003', 'GP', 'Épicerie du Bourg', '2', 'Rue de la République', NULL, NULL, 'Le Gosier', '97190', 16.2070, -61.4920, '+590590843377', '{"1":[["07:00","13:00"],["15:00","19:30"]],"2":[["07:00","13:00"],["15:00","19:30"]],"3":[["07:00","13:00"],["15:00","19:30"]],"4":[["07:00","13:00"],["15:00","19:30"]],"5":[["07:00","13:00"],["15:00","19:30"]],"6":[["07:00","19:30"]],"7":[["07:00","12:00"]]}'),
  ('GP-0004', 'GP', 'Librairie du Carmel', '18', 'Rue du Docteur Cabre', NULL, NULL, 'Basse-Terre', '97100', 15.9960, -61.7280, NULL, '{"1":[["08:30","17:00"]],"2":[["08:30","17:00"]],"3":[["08:30","17:00"]],"4":[["08:30","17:00"]],"5":[["08:30","17:00"]],"6":[["08:30","12:00"]],"7":[]}'),
  ('MQ-0001', 'MQ', 'Presse de la Savane', '4', 'Rue de la Liberté', NULL, NULL, 'Fort-de-France', '97200', 14.6040, -61.0680, '+596596701122', '{"1":[["08:00","12:30"],["14:00","17:30"]],"2":[["08:00","12:30"],["14:00","17:30"]],"3":[["08:00","12:30"],["14:00","17:30"]],"4":[["08:00","12:30"],["14:00","17:30"]],"5":[["08:00","12:30"],["14:00","17:30"]],"6":[["08:00","12:30"]],"7":[]}'),
  ('MQ-0002', 'MQ', 'Station Carrère', '1', 'Boulevard Jacques Debuc', 'Place d''Armes', NULL, 'Le Lamentin', '97232', 14.6090, -60.9960, '+596596513030', '{"1":[["06:00","21:00"]],"2":[["06:00","21:00"]],"3":[["06:00","21:00"]],"4":[["06:00","21:00"]],"5":[["06:00","21:00"]],"6":[["06:00","21:00"]],"7":[["07:00","13:00"]]}'),
  ('MQ-0003', 'MQ', 'Bazar de Batelière', '9', 'Route de la Batelière', NULL, NULL, 'Schœlcher', '97233', 14.6200, -61.0850, '+596596614455', '{"1":[["09:00","18:00"]],"2":[["09:00","18:00"]],"3":[["09:00","18:00"]],"4":[["09:00","18:00"]],"5":[["09:00","18:00"]],"6":[["09:00","13:00"]],"7":[["00:00","00:00"]]}'),
  ('MQ-0004', 'MQ', 'Boutique du Marin', '21', 'Rue Osman Duquesnay', NULL, NULL, 'Le Marin', '97290', 14.4680, -60.8700, NULL, '{"1":[["08:00","17:00"]],"2":[["08:00","17:00"]],"3":[],"4":[["08:00","17:00"]],"5":[["08:00","17:00"]],"6":[["08:00","12:00"]],"7":[]}'),
  ('MQ-0005', 'MQ', 'Tabac de la Trinité', '3', 'Rue Joseph Lagrosillière', NULL, NULL, 'La Trinité', '97220', 14.7390, -60.9630, '+596596584040', '{"1":[["07:00","18:00"]],"2":[["07:00","18:00"]],"3":[["07:00","18:00"]],"4":[["07:00","18:00"]],"5":[["07:00","18:00"]],"6":[["07:00","12:30"]],"7":[]}'),
  ('GY-0001', 'GY', 'Librairie de la Place des Palmistes', '8', 'Avenue du Général de Gaulle', NULL, NULL, 'Cayenne', '97300', 4.9380, -52.3270, '+594594301020', '{"1":[["08:00","18:00"]],"2":[["08:00","18:00"]],"3":[["08:00","18:00"]],"4":[["08:00","18:00"]],"5":[["08:00","18:00"]],"6":[["08:00","12:00"]],"7":[]}'),
  ('GY-0002', 'GY', 'Supérette de Kourou', '14', 'Avenue des Roches', NULL, NULL, 'Kourou', '97310', 5.1610, -52.6490, NULL, '{"1":[["07:30","19:00"]],"2":[["07:30","19:00"]],"3":[["07:30","19:00"]],"4":[["07:30","19:00"]],"5":[["07:30","19:00"]],"6":[["07:30","19:00"]],"7":[["08:00","12:00"]]}'),
  ('GY-0003', 'GY', 'Pressing de Matoury', '6', 'Route de la Rocade', NULL, NULL, 'Matoury', '97351', 4.8480, -52.3290, '+594594356070', '{"1":[["08:00","17:00"]],"2":[["08:00","17:00"]],"3":[["08:00","17:00"]],"4":[["08:00","17:00"]],"5":[["08:00","17:00"]],"6":[],"7":[]}'),
  ('RE-0001', 'RE', 'Maison de la Presse du Barachois', '30', 'Rue de Paris', NULL, NULL, 'Saint-Denis', '97400', -20.8790, 55.4490, '+262262201010', '{"1":[["08:00","18:30"]],"2":[["08:00","18:30"]],"3":[["08:00","18:30"]],"4":[["08:00","18:30"]],"5":[["08:00","18:30"]],"6":[["08:00","12:30"]],"7":[]}'),
  ('RE-0002', 'RE', 'Épicerie du Front de Mer', '11', 'Boulevard Hubert Delisle', NULL, NULL, 'Saint-Pierre', '97410', -21.3410, 55.4770, '+262262252525', '{"1":[["07:00","19:00"]],"2":[["07:00","19:00"]],"3":[["07:00","19:00"]],"4":[["07:00","19:00"]],"5":[["07:00","19:00"]],"6":[["07:00","19:00"]],"7":[["07:00","12:00"]]}'),
  ('RE-0003', 'RE', 'Tabac Presse du Port', '2', 'Rue Évariste de Parny', NULL, NULL, 'Le Port', '97420', -20.9370, 55.2930, NULL, '{"1":[["08:00","17:00"]],"2":[["08:00","17:00"]],"3":[["08:00","17:00"]],"4":[["08:00","17:00"]],"5":[["08:00","17:00"]],"6":[["00:00","00:00"]],"7":[]}'),
  ('RE-0004', 'RE', 'Boutique du Tampon', '45', 'Rue Hubert Delisle', NULL, NULL, 'Le Tampon', '97430', -21.2780, 55.5160, '+262262273030', '{"1":[["08:30","18:00"]],"2":[["08:30","18:00"]],"3":[["08:30","18:00"]],"4":[["08:30","18:00"]],"5":[["08:30","18:00"]],"6":[["08:30","12:00"]],"7":[]}'),
  ('BL-0001', 'BL', 'Gustavia Services', '7', 'Rue du Bord de Mer', NULL, NULL, 'Saint-Barthélemy', '97133', 17.8965, -62.8505, '+590590277070', '{"1":[["08:00","17:00"]],"2":[["08:00","17:00"]],"3":[["08:00","17:00"]],"4":[["08:00","17:00"]],"5":[["08:00","17:00"]],"6":[["08:00","12:00"]],"7":[]}'),
  ('MF-0001', 'MF', 'Marigot Presse', '15', 'Rue de la République', NULL, NULL, 'Saint-Martin', '97150', 18.0680, -63.0830, '+590590878080', '{"1":[["08:00","18:00"]],"2":[["08:00","18:00"]],"3":[["08:00","18:00"]],"4":[["08:00","18:00"]],"5":[["08:00","18:00"]],"6":[["08:00","13:00"]],"7":[]}');
CREATE INDEX relay_points_territory ON relay_points (territory);
