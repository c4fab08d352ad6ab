/**
 * Vocabulary of the demo catalogue: reference data (taxes, logistic classes, attributes, shops) and
 * the per-category word lists that `generator.ts` combines into products. Plain data tables: edit
 * them freely, the generator derives slugs, names and texts from them.
 */
import { frenchVatNumber, luhnValidNumber, type TerritoryCode } from '@shop/domain';
import type { SeedAttribute, SeedLogisticClass, SeedShop, SeedTaxRate, TaxClass } from './model.js';

// Data tables below are exempt from prettier (`prettier-ignore`): one line per row reads better.
// ---------------------------------------------------------------------------------------------
// Taxes (basis points). GP, MQ, RE: VAT 8.5 % / 2.1 % (CGI art. 296); GY: no VAT (art. 294);
// MF: outside French VAT. BL: docking fees ("droits de quai") instead of VAT. The BL rates below are
// illustrative demo data only (the real schedule depends on the goods); change them in the database.
// ---------------------------------------------------------------------------------------------
export const TAX_RATES: readonly SeedTaxRate[] = [
  { territory: 'GP', taxClass: 'NORMAL', rateBasisPoints: 850, kind: 'VAT' },
  { territory: 'GP', taxClass: 'REDUCED', rateBasisPoints: 210, kind: 'VAT' },
  { territory: 'GY', taxClass: 'NORMAL', rateBasisPoints: 0, kind: 'NONE' },
  { territory: 'GY', taxClass: 'REDUCED', rateBasisPoints: 0, kind: 'NONE' },
  { territory: 'MQ', taxClass: 'NORMAL', rateBasisPoints: 850, kind: 'VAT' },
  { territory: 'MQ', taxClass: 'REDUCED', rateBasisPoints: 210, kind: 'VAT' },
  { territory: 'RE', taxClass: 'NORMAL', rateBasisPoints: 850, kind: 'VAT' },
  { territory: 'RE', taxClass: 'REDUCED', rateBasisPoints: 210, kind: 'VAT' },
  { territory: 'BL', taxClass: 'NORMAL', rateBasisPoints: 500, kind: 'DOCKING_FEES' },
  { territory: 'BL', taxClass: 'REDUCED', rateBasisPoints: 0, kind: 'DOCKING_FEES' },
  { territory: 'MF', taxClass: 'NORMAL', rateBasisPoints: 0, kind: 'NONE' },
  { territory: 'MF', taxClass: 'REDUCED', rateBasisPoints: 0, kind: 'NONE' },
];

/** Tax-free price multiplier per territory (freight and local costs), applied to every offer. */
export const TERRITORY_PRICE_FACTOR: Readonly<Record<TerritoryCode, number>> = {
  GP: 1,
  MQ: 1,
  RE: 1.02,
  GY: 1.04,
  BL: 1.08,
  MF: 1.05,
};

// ---------------------------------------------------------------------------------------------
// Logistic classes
// ---------------------------------------------------------------------------------------------
export type LogisticClassId = 'colis-standard' | 'volumineux' | 'froid' | 'lettre-suivie' | 'fragile';

export const LOGISTIC_CLASSES: readonly (SeedLogisticClass & { id: LogisticClassId })[] = [
  {
    id: 'colis-standard',
    label: 'Colis standard',
    description: 'Colis de moins de 30 kg, expédié par avion ou par bateau selon la destination.',
  },
  {
    id: 'volumineux',
    label: 'Colis volumineux',
    description:
      'Articles lourds ou encombrants (gros électroménager, mobilier) livrés par transporteur, sur rendez-vous.',
  },
  {
    id: 'froid',
    label: 'Produits frais',
    description: 'Expédition en caisse isotherme sous température dirigée, livraison en 72 h au plus.',
  },
  {
    id: 'lettre-suivie',
    label: 'Lettre suivie',
    description: 'Petits articles légers et plats, envoyés en lettre suivie.',
  },
  {
    id: 'fragile',
    label: 'Fragile',
    description: 'Bouteilles, verrerie et écrans protégés par un emballage renforcé et manipulés avec soin.',
  },
];

// ---------------------------------------------------------------------------------------------
// Attributes: [name, label fr, label en, type, unit, facet, internal]; index is the row order.
// ---------------------------------------------------------------------------------------------
type AttributeRow = [string, string, string, SeedAttribute['type'], string | null, boolean, boolean];

// prettier-ignore
const ATTRIBUTE_ROWS: readonly AttributeRow[] = [
  ['marque', 'Marque', 'Brand', 'TEXT', null, true, false],
  ['couleur', 'Couleur', 'Colour', 'COLOR', null, true, false],
  ['taille', 'Taille', 'Size', 'TEXT', null, true, false],
  ['pointure', 'Pointure', 'Shoe size', 'TEXT', null, true, false],
  ['capacite_stockage', 'Capacité de stockage', 'Storage capacity', 'NUMBER', 'Go', true, false],
  ['memoire_vive', 'Mémoire vive', 'Memory (RAM)', 'NUMBER', 'Go', true, false],
  ['taille_ecran', 'Taille d’écran', 'Screen size', 'NUMBER', 'pouces', true, false],
  ['resolution', 'Résolution', 'Resolution', 'TEXT', null, true, false],
  ['puissance', 'Puissance', 'Power', 'NUMBER', 'W', true, false],
  ['contenance', 'Contenance', 'Capacity', 'NUMBER', 'L', true, false],
  ['charge', 'Capacité de chargement', 'Load capacity', 'NUMBER', 'kg', true, false],
  ['energie', 'Classe énergétique', 'Energy class', 'TEXT', null, true, false],
  ['connectivite', 'Connectivité', 'Connectivity', 'TEXT', null, true, false],
  ['matiere', 'Matière', 'Material', 'TEXT', null, true, false],
  ['poids', 'Poids net', 'Net weight', 'NUMBER', 'g', true, false],
  ['volume', 'Volume', 'Volume', 'NUMBER', 'cl', true, false],
  ['degre_alcool', 'Degré d’alcool', 'Alcohol content', 'NUMBER', '% vol.', true, false],
  ['origine', 'Origine', 'Origin', 'TEXT', null, true, false],
  ['made_in_islands', 'Fabriqué en outre-mer', 'Made in the overseas territories', 'BOOLEAN', null, true, false],
  ['bio', 'Bio', 'Organic', 'BOOLEAN', null, true, false],
  ['age_minimum', 'Âge minimum', 'Minimum age', 'NUMBER', 'ans', true, false],
  ['lave_vaisselle', 'Compatible lave-vaisselle', 'Dishwasher safe', 'BOOLEAN', null, true, false],
  ['nombre_pages', 'Nombre de pages', 'Number of pages', 'NUMBER', null, false, false],
  ['garantie', 'Garantie commerciale', 'Commercial warranty', 'NUMBER', 'ans', false, false],
  ['dimensions', 'Dimensions (l × h × p)', 'Dimensions (w × h × d)', 'TEXT', 'cm', false, false],
  ['ecolabel', 'Écolabel européen', 'EU Ecolabel', 'PICTURE', null, false, false],
  // Internal: stored for the back office, never displayed nor faceted.
  ['code_erp', 'Code ERP', 'ERP code', 'TEXT', null, false, true],
  ['code_douane', 'Code douanier (SH)', 'HS customs code', 'TEXT', null, false, true],
];

export const ATTRIBUTES: readonly SeedAttribute[] = ATTRIBUTE_ROWS.map(
  ([name, labelFr, labelEn, type, unit, facet, internal], index) => ({
    name,
    labelFr,
    labelEn,
    type,
    unit,
    facet,
    internal,
    index: index + 1,
  }),
);

/** Attributes every product carries (internal ones). */
export const INTERNAL_ATTRIBUTES = ['code_erp', 'code_douane'] as const;

/** Origins that count as made in the overseas territories. */
export const OVERSEAS_ORIGINS: readonly string[] = ['Guadeloupe', 'Martinique', 'La Réunion', 'Guyane'];

// ---------------------------------------------------------------------------------------------
// Shops: [id, name, city, territory, universes sold (slugs) or '*', description]
// ---------------------------------------------------------------------------------------------
type ShopRow = [string, string, string, TerritoryCode, readonly string[] | '*', string];

// prettier-ignore
const SHOP_ROWS: readonly ShopRow[] = [
  ['karukera-electro', 'Karukera Électroménager', 'Pointe-à-Pitre', 'GP', ['electromenager', 'image-et-son'],
    'Spécialiste guadeloupéen du froid, du lavage et de la climatisation depuis 1998, avec service après-vente local.'],
  ['madinina-high-tech', 'Madinina High-Tech', 'Fort-de-France', 'MQ', ['informatique-et-telephonie', 'image-et-son'],
    'Ordinateurs, smartphones et accessoires, configurés et testés dans notre atelier de Fort-de-France.'],
  ['ti-kaz-maison', 'Ti Kaz Maison', 'Le Lamentin', 'MQ', ['maison-et-jardin', 'electromenager'],
    'Tout pour la case : cuisine, décoration, linge de maison et mobilier adaptés au climat tropical.'],
  ['pei-saveurs', 'Péi Saveurs', 'Saint-Denis', 'RE', ['epicerie-fine'],
    'Épices, confitures et rhums arrangés de La Réunion, sélectionnés auprès de petits producteurs péi.'],
  ['rhumerie-des-alizes', 'Rhumerie des Alizés', 'Sainte-Rose', 'GP', ['epicerie-fine'],
    'Cave à rhums agricoles AOC et punchs maison, expédiés dans des emballages renforcés.'],
  ['cayenne-mode', 'Cayenne Mode', 'Cayenne', 'GY', ['mode'],
    'Prêt-à-porter femme et homme, chaussures et accessoires, livrés partout en outre-mer.'],
  ['kourou-sport-aventure', 'Kourou Sport & Aventure', 'Kourou', 'GY', ['sport-et-loisirs', 'mode'],
    'Équipement de randonnée, de camping et de sports nautiques, testé en forêt amazonienne.'],
  ['bebe-soleil', 'Bébé Soleil', 'Saint-Pierre', 'RE', ['bebe-et-puericulture'],
    'Puériculture, repas et soins de bébé : des conseillères à votre écoute du lundi au samedi.'],
  ['gustavia-boutique', 'Gustavia Boutique', 'Gustavia', 'BL', ['mode', 'epicerie-fine', 'maison-et-jardin'],
    'Mode, art de vivre et épicerie fine choisis avec soin sur l’île de Saint-Barthélemy.'],
  ['marigot-electronique', 'Marigot Électronique', 'Marigot', 'MF', ['image-et-son', 'informatique-et-telephonie', 'electromenager'],
    'Téléviseurs, son et informatique au meilleur prix, installation possible à Saint-Martin.'],
  ['lagon-bleu-jardin', 'Lagon Bleu Jardin', 'Le Tampon', 'RE', ['maison-et-jardin', 'sport-et-loisirs'],
    'Jardinerie et mobilier d’extérieur résistant au soleil, aux embruns et aux cyclones.'],
  ['ocean-indien-informatique', 'Océan Indien Informatique', 'Saint-Paul', 'RE', ['informatique-et-telephonie'],
    'Matériel informatique professionnel et grand public, reprise de votre ancien équipement.'],
  ['atelier-creole-saint-martin', 'L’Atelier Créole', 'Grand-Case', 'MF', ['mode', 'maison-et-jardin'],
    'Créations artisanales en madras et objets de décoration faits main à Saint-Martin.'],
  ['tropiques-distribution', 'Tropiques Distribution', 'Baie-Mahault', 'GP', '*',
    'Le grand magasin en ligne des Antilles-Guyane : des milliers de références au quotidien.'],
  ['maroni-bebe-et-jeux', 'Maroni Bébé & Jeux', 'Saint-Laurent-du-Maroni', 'GY', ['bebe-et-puericulture', 'sport-et-loisirs'],
    'Jouets, jeux de société et puériculture pour toute la famille, en Guyane et au-delà.'],
];

/** A territory's postcode of a seller's registered office (the prefecture's). */
const OFFICE_POSTCODES: Record<TerritoryCode, string> = {
  GP: '97100',
  GY: '97300',
  MQ: '97200',
  RE: '97400',
  BL: '97133',
  MF: '97150',
};

/**
 * A demo seller's legal identity: a SIREN and SIRET passing the Luhn check INSEE numbers pass
 * (the demo's range starts with 8, none of them a real company's of these names).
 */
function demoLegalIdentity(name: string, territory: TerritoryCode, index: number) {
  const withCheckDigit = (body: string) =>
    [...'0123456789'].map((digit) => body + digit).find(luhnValidNumber)!;
  const siren = withCheckDigit(`8${String(10_000_000 + index * 7_919).slice(-7)}`);
  return {
    legalName: `${name} SARL`,
    street: `${index + 1} rue du Commerce`,
    postCode: OFFICE_POSTCODES[territory],
    siret: withCheckDigit(`${siren}0001`),
    vatNumber: frenchVatNumber(siren),
  };
}

/** The shop whose general terms of sale are empty (the spec has a message for that case). */
export const SHOP_WITHOUT_TERMS = 'atelier-creole-saint-martin';

function termsOfSale(name: string, city: string): string {
  return [
    `Conditions générales de vente de ${name}`,
    `Article 1 – Objet. Les présentes conditions régissent les ventes conclues entre ${name}, établi à ${city}, et tout client passant commande sur la place de marché.`,
    'Article 2 – Prix. Les prix sont indiqués en euros, toutes taxes comprises (TVA ou droits de quai selon le territoire de livraison), hors frais de livraison.',
    'Article 3 – Livraison. Les délais de préparation sont indiqués sur chaque offre ; les délais de transport dépendent du territoire et du mode de livraison choisi.',
    'Article 4 – Rétractation. Vous disposez de 14 jours à compter de la réception pour exercer votre droit de rétractation, sauf pour les denrées périssables et les produits descellés.',
    'Article 5 – Garanties. Tous nos produits bénéficient de la garantie légale de conformité de deux ans et de la garantie contre les vices cachés.',
  ].join('\n\n');
}

export const SHOPS: readonly (SeedShop & { universes: readonly string[] | '*' })[] = SHOP_ROWS.map(
  ([id, name, city, territory, universes, description], index) => ({
    id,
    name,
    description,
    city,
    territory,
    generalSalesTermsAndConditions: id === SHOP_WITHOUT_TERMS ? '' : termsOfSale(name, city),
    createdAt: new Date(Date.UTC(2018, index * 5, 3 + index, 9, 30)).toISOString(),
    legal: demoLegalIdentity(name, territory, index),
    universes,
  }),
);

// ---------------------------------------------------------------------------------------------
// Product families: how products of similar categories are named, described and sold.
// ---------------------------------------------------------------------------------------------
export type AttributeValues = Readonly<Record<string, readonly (string | number)[]>>;

export interface Family {
  taxClass: TaxClass;
  logistic: LogisticClassId;
  /** Tax-free price range in euros, before shop and territory variations. */
  price: readonly [number, number];
  brands: readonly string[];
  /** Share of products sold without a brand. */
  unbranded?: number;
  /** The `origine` of a brand's products (a rum from Clément comes from Martinique). */
  brandOrigins?: Readonly<Record<string, string>>;
  /** `{noun}`, `{marque}`, `{bio}` and `{attribute}` placeholders (`{matiere:lower}` lowercases). */
  template: string;
  /** Always set (the configurable ones are set per variant on configurable products). */
  required: AttributeValues;
  /** Set on about 60 % of products. */
  optional?: AttributeValues;
  /** Not faceted (warranty, dimensions, label); set on about half of the products. */
  additional?: AttributeValues;
  configurable?: {
    attributes: readonly [string, string];
    /** Share of the family's products that are configurable. */
    share: number;
    /** Price increase per step of the first attribute (e.g. storage). */
    priceStep?: number;
  };
  packs?: { sizes: readonly number[]; share: number };
  /** Share of products with downloadable documents. */
  notices?: number;
  /** Harmonised System code (internal attribute). */
  hsCode: string;
  pitches: readonly string[];
  features: readonly string[];
}

export const COLOURS = [
  'Noir',
  'Blanc',
  'Gris',
  'Bleu marine',
  'Bleu lagon',
  'Rouge',
  'Corail',
  'Vert',
  'Jaune',
  'Rose',
  'Beige',
  'Turquoise',
];
const APPLIANCE_COLOURS = ['Blanc', 'Inox', 'Noir', 'Gris anthracite'];
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const SHOE_SIZES = ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45'];
const ENERGY = ['A', 'B', 'C', 'D', 'E'];
const FOOD_ORIGINS = [
  'Guadeloupe',
  'Martinique',
  'La Réunion',
  'Guyane',
  'France métropolitaine',
  'Madagascar',
];
const WARRANTY = [1, 2, 3, 5];
const YES_NO = ['true', 'false'];
// prettier-ignore
const BRAND_ORIGINS: Readonly<Record<string, string>> = {
  Damoiseau: 'Guadeloupe', Longueteau: 'Guadeloupe', Bologne: 'Guadeloupe', 'Rhum du Père Labat': 'Guadeloupe',
  Clément: 'Martinique', 'Trois Rivières': 'Martinique', 'J.M': 'Martinique', Neisson: 'Martinique', 'La Mauny': 'Martinique',
  Savanna: 'La Réunion', Isautier: 'La Réunion', Charrette: 'La Réunion', 'Les Arrangés de Ced': 'La Réunion',
  'Saint-Maurice': 'Guyane',
  'Caresse Antillaise': 'Guadeloupe', Matouba: 'Guadeloupe', 'Capès Dolé': 'Guadeloupe', Denel: 'Martinique',
  Didier: 'Martinique', Cilaos: 'La Réunion', 'Bio Péi': 'La Réunion', 'Sirops de Marie-Galante': 'Guadeloupe',
};

// prettier-ignore
const FAMILY_TABLE = {
  froid: {
    taxClass: 'NORMAL', logistic: 'volumineux', price: [279, 1790], hsCode: '8418', notices: 0.8,
    brands: ['Samsung', 'LG', 'Whirlpool', 'Beko', 'Bosch', 'Haier', 'Brandt', 'Hisense'],
    template: '{noun} {contenance} L {marque}',
    required: { contenance: [90, 120, 200, 250, 320, 400, 450, 560, 600], energie: ENERGY, couleur: APPLIANCE_COLOURS },
    additional: { garantie: WARRANTY, dimensions: ['55 × 85 × 57', '60 × 186 × 66', '70 × 193 × 67', '91 × 178 × 72'], ecolabel: ['true'] },
    pitches: ['Un grand volume de conservation et une consommation maîtrisée, pensé pour le climat tropical.', 'Conçu pour garder vos aliments au frais même quand le thermomètre grimpe.'],
    features: ['Froid ventilé sans givre', 'Éclairage intérieur LED', 'Bac à légumes à humidité contrôlée', 'Fonctionne jusqu’à 43 °C (classe climatique T)', 'Clayettes en verre sécurit', 'Alarme sonore de porte ouverte'],
  },
  lavage: {
    taxClass: 'NORMAL', logistic: 'volumineux', price: [249, 990], hsCode: '8450', notices: 0.8,
    brands: ['Samsung', 'LG', 'Whirlpool', 'Beko', 'Bosch', 'Brandt', 'Electrolux'],
    template: '{noun} {charge} kg {marque}',
    required: { charge: [6, 7, 8, 9, 10, 12], energie: ENERGY, couleur: ['Blanc', 'Gris anthracite'] },
    additional: { garantie: WARRANTY, dimensions: ['60 × 85 × 55', '60 × 85 × 60', '40 × 90 × 60'] },
    pitches: ['Un lavage efficace et silencieux, même avec une eau calcaire.', 'Programmes rapides et économes pour le linge de toute la famille.'],
    features: ['Essorage jusqu’à 1 400 tr/min', 'Programme rapide 15 minutes', 'Moteur induction silencieux', 'Départ différé 24 h', 'Sécurité enfants'],
  },
  cuisine_electrique: {
    taxClass: 'NORMAL', logistic: 'colis-standard', price: [19, 290], hsCode: '8509', notices: 0.6,
    brands: ['Moulinex', 'SEB', 'Tefal', 'Philips', 'Kenwood', 'Russell Hobbs', 'Krups', 'Magimix', 'De’Longhi'],
    template: '{noun} {puissance} W {marque}',
    required: { puissance: [350, 500, 700, 900, 1000, 1200, 1500, 1800], couleur: ['Noir', 'Blanc', 'Inox', 'Rouge'] },
    optional: { contenance: [0.8, 1, 1.2, 1.5, 1.8, 2, 4] },
    additional: { garantie: [2, 3] },
    pitches: ['Le compagnon idéal pour une cuisine rapide et savoureuse au quotidien.', 'Compact et facile à nettoyer, il trouve sa place dans toutes les cuisines.'],
    features: ['Pièces amovibles compatibles lave-vaisselle', 'Arrêt automatique', 'Livre de recettes créoles inclus', 'Sans BPA', 'Câble rangé dans le socle'],
  },
  climatisation: {
    taxClass: 'NORMAL', logistic: 'colis-standard', price: [29, 1390], hsCode: '8415', notices: 0.7,
    brands: ['Daikin', 'Mitsubishi Electric', 'Atlantic', 'Airton', 'Rowenta', 'Honeywell', 'Black & Decker'],
    template: '{noun} {puissance} W {marque}',
    required: { puissance: [45, 60, 90, 1500, 2600, 3500, 5000], couleur: ['Blanc', 'Noir', 'Gris'] },
    optional: { energie: ['A+++', 'A++', 'A+', 'A'] },
    additional: { garantie: [2, 3, 5], ecolabel: ['true'] },
    pitches: ['De l’air frais et sec dans la maison, même pendant la saison des pluies.', 'Silencieux la nuit, puissant le jour : le confort sous les tropiques.'],
    features: ['Mode nuit silencieux', 'Télécommande et minuterie', 'Oscillation automatique', 'Filtre anti-poussière lavable', 'Pilotage depuis le smartphone'],
  },
  entretien: {
    taxClass: 'NORMAL', logistic: 'colis-standard', price: [25, 690], hsCode: '8508', notices: 0.6,
    brands: ['Dyson', 'Rowenta', 'Philips', 'Kärcher', 'Hoover', 'Black & Decker', 'Calor'],
    template: '{noun} {puissance} W {marque}',
    required: { puissance: [100, 250, 400, 750, 1500, 2400], couleur: ['Gris', 'Bleu lagon', 'Rouge', 'Noir'] },
    additional: { garantie: [2, 3, 5] },
    pitches: ['Un entretien efficace de la maison sans effort.', 'Léger, maniable et performant sur tous les sols.'],
    features: ['Filtre HEPA lavable', 'Autonomie jusqu’à 60 minutes', 'Accessoires spécial meubles et recoins', 'Réservoir d’eau amovible', 'Semelle anti-calcaire'],
  },
  televiseur: {
    taxClass: 'NORMAL', logistic: 'volumineux', price: [199, 2490], hsCode: '8528', notices: 0.7,
    brands: ['Samsung', 'LG', 'Sony', 'Philips', 'TCL', 'Hisense', 'Panasonic'],
    template: '{noun} {taille_ecran} pouces {resolution} {marque}',
    required: { taille_ecran: [32, 40, 43, 50, 55, 65, 75], resolution: ['HD', 'Full HD', '4K UHD'], energie: ['D', 'E', 'F', 'G'] },
    optional: { connectivite: ['Wi-Fi', 'Wi-Fi et Bluetooth'] },
    additional: { garantie: WARRANTY, dimensions: ['73 × 43 × 8', '123 × 71 × 6', '145 × 83 × 3'] },
    pitches: ['Des images éclatantes et un son immersif pour vos films, séries et matchs.', 'Toutes vos applications de streaming dans un téléviseur connecté.'],
    features: ['HDR10 et Dolby Vision', 'Smart TV avec applications de streaming', '3 ports HDMI dont un eARC', 'Mode jeu à faible latence', 'Tuner TNT HD intégré'],
  },
  projecteur: {
    taxClass: 'NORMAL', logistic: 'fragile', price: [149, 1490], hsCode: '8528', notices: 0.6,
    brands: ['Epson', 'BenQ', 'Optoma', 'XGIMI', 'Philips'],
    template: '{noun} {resolution} {marque}',
    required: { resolution: ['Full HD', '4K UHD'], connectivite: ['HDMI', 'Wi-Fi et HDMI'] },
    additional: { garantie: [2, 3] },
    pitches: ['Le cinéma à la maison, sur un écran jusqu’à 300 pouces.', 'Compact et lumineux, pour des soirées cinéma en plein air.'],
    features: ['Luminosité 3 000 lumens', 'Correction trapézoïdale automatique', 'Haut-parleur intégré', 'Lampe longue durée 20 000 h'],
  },
  audio: {
    taxClass: 'NORMAL', logistic: 'colis-standard', price: [19, 790], hsCode: '8518', notices: 0.4,
    brands: ['JBL', 'Sony', 'Bose', 'Marshall', 'Sennheiser', 'Ultimate Ears', 'Sonos'],
    template: '{noun} {marque}',
    required: { connectivite: ['Bluetooth', 'Wi-Fi', 'Filaire', 'Bluetooth et Wi-Fi'], couleur: ['Noir', 'Blanc', 'Bleu lagon', 'Rouge', 'Vert'] },
    optional: { puissance: [10, 20, 30, 50, 100, 300] },
    additional: { garantie: [2, 3] },
    pitches: ['Un son puissant et équilibré, à emporter partout.', 'Vos playlists préférées avec des basses profondes.'],
    features: ['Étanche IP67, idéal à la plage', 'Autonomie de 20 heures', 'Réduction de bruit active', 'Appairage multipoint', 'Micro intégré pour les appels'],
  },
  photo: {
    taxClass: 'NORMAL', logistic: 'fragile', price: [129, 2490], hsCode: '8525', notices: 0.6,
    brands: ['Canon', 'Nikon', 'Sony', 'Fujifilm', 'GoPro', 'DJI'],
    template: '{noun} {resolution} {marque}',
    required: { resolution: ['4K', '5,3K', '6K', '24 Mpx', '33 Mpx'], couleur: ['Noir', 'Gris'] },
    optional: { connectivite: ['Wi-Fi et Bluetooth', 'Bluetooth'] },
    additional: { garantie: [2, 3] },
    pitches: ['Capturez vos plongées, randonnées et couchers de soleil en haute définition.', 'Des photos nettes en toutes circonstances, même en basse lumière.'],
    features: ['Stabilisation d’image', 'Écran tactile orientable', 'Étanche jusqu’à 10 m', 'Transfert instantané vers le smartphone', 'Batterie amovible'],
  },
  ordinateur: {
    taxClass: 'NORMAL', logistic: 'colis-standard', price: [279, 2490], hsCode: '8471', notices: 0.5,
    brands: ['Apple', 'Lenovo', 'HP', 'Dell', 'Asus', 'Acer', 'Microsoft', 'Samsung'],
    template: '{noun} {taille_ecran} pouces {memoire_vive} Go {marque}',
    required: { taille_ecran: [11, 13, 14, 15.6, 16, 24, 27], memoire_vive: [4, 8, 16, 32], capacite_stockage: [128, 256, 512, 1000] },
    optional: { connectivite: ['Wi-Fi 6', 'Wi-Fi 6E et Bluetooth', 'Wi-Fi, 4G et Bluetooth'], couleur: ['Gris', 'Argent', 'Noir'] },
    additional: { garantie: [1, 2, 3] },
    pitches: ['Performant et endurant, pour le travail comme pour les loisirs.', 'Un ordinateur réactif, livré prêt à l’emploi.'],
    features: ['Stockage SSD ultra-rapide', 'Autonomie jusqu’à 12 heures', 'Clavier AZERTY rétroéclairé', 'Webcam Full HD', 'Windows ou macOS préinstallé'],
  },
  smartphone: {
    taxClass: 'NORMAL', logistic: 'colis-standard', price: [129, 1190], hsCode: '8517', notices: 0.5,
    brands: ['Samsung', 'Apple', 'Xiaomi', 'Google', 'Oppo', 'Motorola', 'Honor'],
    template: '{noun} {taille_ecran} pouces {marque}',
    required: { taille_ecran: [6.1, 6.4, 6.5, 6.7], capacite_stockage: [64, 128, 256, 512], couleur: ['Noir', 'Blanc', 'Bleu lagon', 'Vert', 'Rose', 'Gris'] },
    optional: { memoire_vive: [4, 6, 8, 12], connectivite: ['5G', '4G'] },
    additional: { garantie: [1, 2] },
    configurable: { attributes: ['capacite_stockage', 'couleur'], share: 0.6, priceStep: 0.15 },
    pitches: ['Un smartphone rapide avec un appareil photo polyvalent.', 'Grand écran, grande autonomie : il vous suit toute la journée.'],
    features: ['Écran AMOLED 120 Hz', 'Triple capteur photo', 'Recharge rapide 45 W', 'Double SIM', 'Résistant à l’eau et à la poussière (IP68)'],
  },
  accessoire_tech: {
    taxClass: 'NORMAL', logistic: 'lettre-suivie', price: [7, 149], hsCode: '8471', notices: 0.2,
    brands: ['Belkin', 'Logitech', 'Anker', 'Spigen', 'Force Power', 'Razer', 'Microsoft'],
    template: '{noun} {marque}',
    required: { couleur: ['Noir', 'Blanc', 'Gris', 'Bleu lagon', 'Rose'] },
    optional: { connectivite: ['Bluetooth', 'USB-C', 'Sans fil 2,4 GHz', 'Filaire'] },
    additional: { garantie: [1, 2] },
    pitches: ['L’accessoire indispensable au quotidien.', 'Pratique, solide et compatible avec la plupart des appareils.'],
    features: ['Compatible Windows, macOS et Android', 'Garantie 2 ans', 'Matériaux recyclés', 'Prêt à l’emploi, sans pilote'],
  },
  imprimante: {
    taxClass: 'NORMAL', logistic: 'colis-standard', price: [49, 490], hsCode: '8443', notices: 0.8,
    brands: ['HP', 'Epson', 'Canon', 'Brother'],
    template: '{noun} {marque}',
    required: { connectivite: ['Wi-Fi', 'USB', 'Wi-Fi et Ethernet'], couleur: ['Noir', 'Blanc'] },
    additional: { garantie: [1, 2, 3] },
    pitches: ['Imprimez, copiez et numérisez depuis tous vos appareils.', 'Des impressions nettes et économiques pour la maison et le bureau.'],
    features: ['Impression recto verso automatique', 'Réservoirs d’encre rechargeables', 'Impression depuis le smartphone', 'Chargeur automatique de documents'],
  },
  stockage: {
    taxClass: 'NORMAL', logistic: 'lettre-suivie', price: [7, 329], hsCode: '8523', notices: 0.1,
    brands: ['SanDisk', 'Samsung', 'Western Digital', 'Seagate', 'Kingston'],
    template: '{noun} {capacite_stockage} Go {marque}',
    required: { capacite_stockage: [32, 64, 128, 256, 512, 1000, 2000, 4000], connectivite: ['USB 3.2', 'USB-C', 'SATA', 'NVMe'] },
    additional: { garantie: [2, 3, 5] },
    pitches: ['Sauvegardez et transportez vos fichiers en toute sécurité.', 'Des transferts rapides pour vos photos, vidéos et documents.'],
    features: ['Vitesse de lecture jusqu’à 1 000 Mo/s', 'Résistant aux chocs', 'Chiffrement matériel', 'Logiciel de sauvegarde inclus'],
  },
  cuisine: {
    taxClass: 'NORMAL', logistic: 'colis-standard', price: [5, 249], hsCode: '7323', notices: 0.05,
    brands: ['Le Creuset', 'Tefal', 'Cristel', 'Opinel', 'Staub', 'De Buyer', 'Pyrex', 'Kaz & Co'],
    template: '{noun} en {matiere:lower} {marque}',
    required: { matiere: ['Inox', 'Fonte', 'Céramique', 'Bois d’acacia', 'Aluminium', 'Bambou'] },
    optional: { couleur: ['Noir', 'Rouge', 'Bleu lagon', 'Blanc', 'Vert'], lave_vaisselle: YES_NO },
    additional: { garantie: [2, 5, 10] },
    pitches: ['Robuste et agréable à utiliser, pour cuisiner comme à la maison.', 'L’ustensile des bons petits plats créoles.'],
    features: ['Compatible tous feux dont induction', 'Poignées qui restent froides', 'Facile à nettoyer', 'Fabrication durable'],
  },
  mobilier: {
    taxClass: 'NORMAL', logistic: 'volumineux', price: [99, 1890], hsCode: '9403', notices: 0.4,
    brands: ['Maison Créole', 'Alizé Design', 'Atelier du Bois Péi', 'Kaz & Co'],
    template: '{noun} en {matiere:lower} {marque}',
    required: { matiere: ['Teck', 'Acajou', 'Rotin', 'Chêne massif', 'Tissu', 'Métal'], couleur: ['Naturel', 'Blanc', 'Gris', 'Bleu marine', 'Beige'] },
    optional: { made_in_islands: YES_NO },
    additional: { dimensions: ['90 × 200 × 25', '160 × 200 × 30', '210 × 85 × 90', '75 × 80 × 80'], garantie: [2, 5] },
    pitches: ['Du mobilier solide et élégant, qui supporte la chaleur et l’humidité.', 'Un style créole contemporain pour la maison.'],
    features: ['Livré monté ou facile à monter', 'Bois traité contre les termites', 'Tissu déhoussable et lavable', 'Pieds réglables'],
  },
  deco: {
    taxClass: 'NORMAL', logistic: 'colis-standard', price: [6, 149], hsCode: '6302', unbranded: 0.3,
    brands: ['Madras Tradition', 'Bleu Lagon', 'Kaz & Co', 'Maison Créole'],
    template: '{noun} {marque}',
    required: { couleur: COLOURS, matiere: ['Coton', 'Lin', 'Madras', 'Rotin', 'Verre', 'Terre cuite', 'Bambou'] },
    optional: { made_in_islands: YES_NO },
    additional: { ecolabel: ['true'] },
    pitches: ['Une touche de couleur des îles dans la maison.', 'Fait pour durer et pour égayer chaque pièce.'],
    features: ['Lavable en machine à 40 °C', 'Couleurs résistantes au soleil', 'Fabrication artisanale', 'Coton certifié OEKO-TEX'],
  },
  jardin: {
    taxClass: 'NORMAL', logistic: 'colis-standard', price: [9, 590], hsCode: '8201', notices: 0.3,
    brands: ['Gardena', 'Fiskars', 'Bosch', 'Ryobi', 'Black & Decker', 'Hespéride', 'Lafuma'],
    template: '{noun} {marque}',
    required: { couleur: ['Vert', 'Noir', 'Gris', 'Bleu lagon', 'Naturel'] },
    optional: { matiere: ['Acier', 'Aluminium', 'Résine', 'Teck'], puissance: [18, 36, 500, 1000, 1800] },
    additional: { garantie: [2, 3, 5] },
    pitches: ['Pour un jardin tropical bien entretenu toute l’année.', 'Résistant au soleil, à la pluie et aux embruns.'],
    features: ['Traitement anti-UV', 'Poignée ergonomique', 'Pièces de rechange disponibles', 'Se range facilement'],
  },
  vetement: {
    taxClass: 'NORMAL', logistic: 'lettre-suivie', price: [12, 129], hsCode: '6204',
    brands: ['Kaporal', 'Le Temps des Cerises', 'Petit Bateau', 'Lacoste', "Levi's", 'Coton des Îles', 'Madras & Soleil'],
    template: '{noun} en {matiere:lower} {marque}',
    required: { taille: SIZES, couleur: COLOURS, matiere: ['Lin', 'Coton bio', 'Coton', 'Viscose', 'Madras', 'Polyester recyclé'] },
    optional: { made_in_islands: YES_NO },
    additional: { ecolabel: ['true'] },
    configurable: { attributes: ['taille', 'couleur'], share: 0.75 },
    pitches: ['Une pièce légère et respirante, parfaite sous le soleil des tropiques.', 'Confortable du matin au soir, facile à associer.'],
    features: ['Lavable en machine à 30 °C', 'Coupe ajustée', 'Tissu respirant', 'Finitions cousues main'],
  },
  chaussures: {
    taxClass: 'NORMAL', logistic: 'colis-standard', price: [15, 169], hsCode: '6404',
    brands: ['Adidas', 'Nike', 'Puma', 'Havaianas', 'Birkenstock', 'Veja', 'Kickers'],
    template: '{noun} {marque}',
    required: { pointure: SHOE_SIZES, couleur: ['Noir', 'Blanc', 'Bleu marine', 'Rouge', 'Beige', 'Rose'] },
    optional: { matiere: ['Cuir', 'Toile', 'Caoutchouc', 'Daim', 'Matières recyclées'] },
    configurable: { attributes: ['pointure', 'couleur'], share: 0.7 },
    pitches: ['Légères et confortables, pour marcher toute la journée.', 'Un grand classique revisité, à porter en toute saison.'],
    features: ['Semelle antidérapante', 'Première de propreté amovible', 'Séchage rapide', 'Doublure respirante'],
  },
  accessoire_mode: {
    taxClass: 'NORMAL', logistic: 'lettre-suivie', price: [9, 390], hsCode: '7117',
    brands: ['Bijoux Créoles', 'Or Péi', 'Lancaster', 'Fossil', 'Ray-Ban', 'Bakoua Chapeaux', 'Atelier Madras'],
    template: '{noun} {marque}',
    required: { couleur: ['Or', 'Argent', 'Noir', 'Naturel', 'Corail', 'Bleu lagon'], matiere: ['Cuir', 'Toile', 'Argent 925', 'Plaqué or', 'Or 18 carats', 'Paille', 'Bakoua tressé'] },
    optional: { made_in_islands: YES_NO },
    pitches: ['L’accessoire qui signe votre style.', 'Un savoir-faire artisanal pour une pièce unique.'],
    features: ['Livré dans un écrin cadeau', 'Fabrication artisanale', 'Ajustable', 'Protection UV 400'],
  },
  rhum: {
    taxClass: 'NORMAL', logistic: 'fragile', price: [12, 149], hsCode: '2208',
    brands: ['Damoiseau', 'Clément', 'Trois Rivières', 'J.M', 'Neisson', 'Longueteau', 'Bologne', 'Savanna', 'Isautier', 'Saint-Maurice'],
    template: '{noun} {volume} cl {marque}', brandOrigins: BRAND_ORIGINS,
    required: { volume: [35, 50, 70, 100], degre_alcool: [40, 50, 55], origine: ['Guadeloupe', 'Martinique', 'La Réunion', 'Guyane'] },
    optional: { bio: ['true'] },
    packs: { sizes: [6], share: 0.12 },
    pitches: ['Un rhum de caractère, distillé au rythme des récoltes de canne.', 'Des arômes de vanille, d’épices et de fruits exotiques.'],
    features: ['Issu de pur jus de canne', 'Vieilli en fûts de chêne', 'Appellation d’origine contrôlée', 'À consommer avec modération'],
  },
  boisson: {
    taxClass: 'REDUCED', logistic: 'colis-standard', price: [1.2, 12], hsCode: '2202',
    brands: ['Caresse Antillaise', 'Royal Soda', 'Matouba', 'Capès Dolé', 'Cilaos', 'Denel', 'Bio Péi'],
    template: '{noun}{bio} {volume} cl {marque}', brandOrigins: BRAND_ORIGINS,
    required: { volume: [25, 33, 50, 75, 100, 150], origine: FOOD_ORIGINS },
    optional: { bio: YES_NO },
    packs: { sizes: [6, 12], share: 0.5 },
    pitches: ['Rafraîchissant et plein de soleil, à servir bien frais.', 'Les saveurs des fruits des îles, sans conservateur.'],
    features: ['Sans colorant ni conservateur', 'Fruits récoltés à maturité', 'Bouteille recyclable', 'À conserver au frais après ouverture'],
  },
  epicerie: {
    taxClass: 'REDUCED', logistic: 'colis-standard', price: [1.9, 39], hsCode: '2103',
    brands: ['Le Comptoir Créole', 'Délices des Îles', 'Saveurs de Bourbon', 'Ti Piment', 'Épices Créoles', 'Confitures de Marie-Galante'],
    template: '{noun}{bio} {poids} g {marque}',
    required: { poids: [50, 100, 125, 250, 350, 500], origine: FOOD_ORIGINS },
    optional: { bio: YES_NO },
    packs: { sizes: [6, 12], share: 0.12 },
    pitches: ['Une recette authentique, préparée avec des ingrédients locaux.', 'Le goût des îles dans votre cuisine.'],
    features: ['Recette traditionnelle', 'Sans arôme artificiel', 'Produit par une entreprise familiale', 'À conserver à l’abri de la chaleur'],
  },
  frais: {
    taxClass: 'REDUCED', logistic: 'froid', price: [4.5, 89], hsCode: '0406',
    brands: ['Rougié', 'Labeyrie', 'Fromagerie Péi', 'Président', 'Ferme de Moulin'],
    template: '{noun} {poids} g {marque}',
    required: { poids: [150, 180, 250, 300, 500, 1000], origine: ['France métropolitaine', 'La Réunion', 'Martinique'] },
    optional: { bio: YES_NO },
    pitches: ['Livré au frais dans un emballage isotherme.', 'Un produit d’exception pour les repas de fête.'],
    features: ['Conservation au réfrigérateur entre 0 et 4 °C', 'Expédié en caisse isotherme', 'À consommer dans les 10 jours', 'Affiné avec soin'],
  },
  bebe_repas: {
    taxClass: 'REDUCED', logistic: 'colis-standard', price: [1.5, 34], hsCode: '1901',
    brands: ['Gallia', 'Guigoz', 'Nidal', 'Modilac', 'Blédina', 'Popote'],
    template: '{noun}{bio} {poids} g {marque}',
    required: { poids: [130, 200, 400, 800, 900], age_minimum: [0, 1] },
    optional: { bio: YES_NO },
    packs: { sizes: [6, 12], share: 0.35 },
    pitches: ['Adapté aux besoins nutritionnels de bébé à chaque étape.', 'Des recettes simples et équilibrées pour les petits.'],
    features: ['Sans sucre ajouté', 'Sans huile de palme', 'Fabriqué en France', 'Conforme à la réglementation infantile'],
  },
  bebe_hygiene: {
    taxClass: 'REDUCED', logistic: 'colis-standard', price: [2.5, 49], hsCode: '9619',
    brands: ['Pampers', 'Huggies', 'Love & Green', 'Lotus Baby', 'Mustela', 'Uriage'],
    template: '{noun}{bio} {marque}',
    required: { taille: ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'] },
    optional: { bio: YES_NO },
    additional: { ecolabel: ['true'] },
    packs: { sizes: [6], share: 0.3 },
    pitches: ['Douceur et protection pour la peau délicate de bébé.', 'Testé sous contrôle dermatologique.'],
    features: ['Hypoallergénique', 'Sans parfum', 'Ultra-absorbant, jusqu’à 12 h de protection', 'Composants d’origine naturelle'],
  },
  puericulture: {
    taxClass: 'NORMAL', logistic: 'volumineux', price: [29, 990], hsCode: '8715', notices: 0.8,
    brands: ['Babyzen', 'Chicco', 'Bébé Confort', 'Cybex', 'Joie', 'Maxi-Cosi', 'Ergobaby', 'Philips Avent', 'Dodie', 'MAM'],
    template: '{noun} {marque}',
    required: { couleur: ['Noir', 'Gris', 'Bleu marine', 'Beige', 'Rose', 'Vert'], age_minimum: [0, 1, 3] },
    optional: { matiere: ['Aluminium', 'Polyester recyclé', 'Coton bio', 'Verre', 'Plastique sans BPA'] },
    additional: { garantie: [2, 3], dimensions: ['54 × 104 × 86', '44 × 67 × 57', '30 × 40 × 15'] },
    pitches: ['Sécurité et confort pour bébé, praticité pour les parents.', 'Conçu pour accompagner bébé dès la naissance.'],
    features: ['Conforme à la norme européenne R129', 'Pliage compact d’une main', 'Housse lavable en machine', 'Capote anti-UV 50+'],
  },
  jouet: {
    taxClass: 'NORMAL', logistic: 'colis-standard', price: [6, 79], hsCode: '9503',
    brands: ['VTech', 'Fisher-Price', 'Vulli', 'Janod', 'Smoby', 'Jellycat', 'Moulin Roty'],
    template: '{noun} {marque}',
    required: { age_minimum: [0, 1, 2, 3], couleur: COLOURS },
    optional: { matiere: ['Bois', 'Coton bio', 'Peluche', 'Plastique recyclé'] },
    additional: { ecolabel: ['true'] },
    pitches: ['Pour éveiller les sens de bébé en s’amusant.', 'Un compagnon doux et rassurant.'],
    features: ['Conforme à la norme EN 71', 'Peintures à base d’eau', 'Lavable en machine', 'Favorise la motricité'],
  },
  nautique: {
    taxClass: 'NORMAL', logistic: 'colis-standard', price: [9, 1190], hsCode: '9506',
    brands: ['Cressi', 'Mares', 'Subea', 'Aqua Marina', 'Sevylor', 'Itiwit', 'Bic Sport'],
    template: '{noun} {marque}',
    required: { couleur: ['Bleu lagon', 'Jaune', 'Noir', 'Corail', 'Turquoise'] },
    optional: { matiere: ['Silicone', 'PVC renforcé', 'Polyéthylène', 'Néoprène'], age_minimum: [6, 8, 12] },
    additional: { garantie: [1, 2] },
    pitches: ['Pour explorer les récifs et les lagons en toute sécurité.', 'Robuste et stable, idéal pour la mer des Caraïbes.'],
    features: ['Résiste au sel et aux UV', 'Sac de transport inclus', 'Jupe souple hypoallergénique', 'Gonflage rapide'],
  },
  maillot: {
    taxClass: 'NORMAL', logistic: 'lettre-suivie', price: [15, 99], hsCode: '6112',
    brands: ['Arena', 'Speedo', 'Banana Moon', 'Seafolly', 'Rip Curl', 'Madras & Soleil'],
    template: '{noun} {marque}',
    required: { taille: SIZES, couleur: COLOURS },
    optional: { matiere: ['Polyamide recyclé', 'Élasthanne'] },
    configurable: { attributes: ['taille', 'couleur'], share: 0.8 },
    pitches: ['Séchage rapide et tenue parfaite, de la plage à la piscine.', 'Un tissu résistant au chlore et au sel.'],
    features: ['Protection UV 50+', 'Résiste au chlore', 'Séchage rapide', 'Doublure intégrale'],
  },
  fitness: {
    taxClass: 'NORMAL', logistic: 'colis-standard', price: [9, 890], hsCode: '9506', notices: 0.3,
    brands: ['Domyos', 'Kettler', 'Bowflex', 'Manduka', 'Gaiam', 'Care Fitness'],
    template: '{noun} {marque}',
    required: { couleur: ['Noir', 'Gris', 'Violet', 'Bleu lagon', 'Vert'] },
    optional: { matiere: ['Acier', 'Caoutchouc naturel', 'Liège', 'Néoprène'] },
    additional: { garantie: [1, 2, 5], dimensions: ['183 × 1 × 61', '120 × 140 × 60'] },
    pitches: ['Pour s’entraîner à la maison, à son rythme.', 'Un équipement solide pour progresser chaque jour.'],
    features: ['Antidérapant', 'Programme d’entraînement offert', 'Peu encombrant', 'Réglage facile'],
  },
  plein_air: {
    taxClass: 'NORMAL', logistic: 'colis-standard', price: [9, 499], hsCode: '6306',
    brands: ['Quechua', 'Salomon', 'Columbia', 'Millet', 'Coleman', 'Vango'],
    template: '{noun} {marque}',
    required: { couleur: ['Vert', 'Gris', 'Bleu marine', 'Orange', 'Noir'] },
    optional: { matiere: ['Polyester', 'Nylon ripstop', 'Aluminium'], contenance: [1, 10, 20, 30, 45] },
    additional: { garantie: [2, 5] },
    pitches: ['Pensé pour les traces de la forêt tropicale et les nuits en bivouac.', 'Léger, solide et rapide à installer.'],
    features: ['Imperméable', 'Anti-moustiques', 'Ultraléger', 'Montage en 2 minutes'],
  },
  livre: {
    taxClass: 'REDUCED', logistic: 'lettre-suivie', price: [4.5, 45], hsCode: '4901',
    brands: ['Gallimard', 'Hachette', 'Caraïbéditions', 'Orphie', 'Ibis Rouge', 'Le Seuil', 'Éditions Jasor'],
    template: '{noun} ({marque})',
    required: { nombre_pages: [48, 96, 160, 240, 320, 480] },
    optional: { made_in_islands: YES_NO },
    pitches: ['Un livre pour découvrir ou redécouvrir la culture des outre-mer.', 'À lire, à offrir et à partager.'],
    features: ['Format broché', 'Illustrations en couleurs', 'Écrit par un auteur ultramarin', 'Index et lexique créole'],
  },
  jeu: {
    taxClass: 'NORMAL', logistic: 'colis-standard', price: [9, 69], hsCode: '9504',
    brands: ['Asmodee', 'Ravensburger', 'Hasbro', 'Gigamic', 'Jeux Péi'],
    template: '{noun} {marque}',
    required: { age_minimum: [3, 6, 8, 10, 14] },
    optional: { made_in_islands: YES_NO },
    pitches: ['Des parties animées en famille ou entre amis.', 'Un jeu facile à apprendre, difficile à lâcher.'],
    features: ['De 2 à 6 joueurs', 'Parties de 30 minutes', 'Règles en français et en créole', 'Matériel de qualité'],
  },
} satisfies Record<string, Family>;

export type FamilyName = keyof typeof FAMILY_TABLE;
export const FAMILIES: Readonly<Record<FamilyName, Family>> = FAMILY_TABLE;

// ---------------------------------------------------------------------------------------------
// Category tree (same under every region). Slugs are derived from the French labels.
// ---------------------------------------------------------------------------------------------
export interface LeafOptions {
  /** Share of the products (1 to 3 slots per round of the catalogue), default 1. */
  weight?: number;
  price?: readonly [number, number];
  logistic?: LogisticClassId;
  /** Name template replacing the family's. */
  template?: string;
  /** Brands replacing the family's. */
  brands?: readonly string[];
  /** Attribute values replacing the family's. */
  values?: AttributeValues;
}

export interface LeafDef {
  labelFr: string;
  labelEn: string;
  family: FamilyName;
  nouns: readonly string[];
  options: LeafOptions;
}

export interface BranchDef {
  labelFr: string;
  labelEn: string;
  children: readonly (BranchDef | LeafDef)[];
}

const leaf = (
  labelFr: string,
  labelEn: string,
  family: FamilyName,
  nouns: readonly string[],
  options: LeafOptions = {},
): LeafDef => ({
  labelFr,
  labelEn,
  family,
  nouns,
  options,
});
const branch = (labelFr: string, labelEn: string, children: readonly (BranchDef | LeafDef)[]): BranchDef => ({
  labelFr,
  labelEn,
  children,
});

// prettier-ignore
export const CATEGORY_TREE: readonly BranchDef[] = [
  branch('Électroménager', 'Home appliances', [
    branch('Gros électroménager', 'Large appliances', [
      leaf('Réfrigérateurs', 'Refrigerators', 'froid', ['Réfrigérateur américain', 'Réfrigérateur combiné', 'Réfrigérateur double porte', 'Réfrigérateur table top'], { weight: 2 }),
      leaf('Congélateurs', 'Freezers', 'froid', ['Congélateur coffre', 'Congélateur armoire', 'Congélateur top'], { price: [189, 890] }),
      leaf('Lave-linge', 'Washing machines', 'lavage', ['Lave-linge hublot', 'Lave-linge top', 'Lave-linge séchant']),
    ]),
    branch('Petit électroménager de cuisine', 'Small kitchen appliances', [
      leaf('Blenders et mixeurs', 'Blenders', 'cuisine_electrique', ['Blender chauffant', 'Blender', 'Mixeur plongeant', 'Extracteur de jus']),
      leaf('Cafetières et expressos', 'Coffee machines', 'cuisine_electrique', ['Cafetière filtre', 'Machine expresso broyeur', 'Cafetière à dosettes', 'Bouilloire électrique']),
      leaf('Friteuses et airfryers', 'Fryers and air fryers', 'cuisine_electrique', ['Friteuse sans huile', 'Friteuse électrique', 'Multicuiseur']),
      leaf('Cuiseurs à riz', 'Rice cookers', 'cuisine_electrique', ['Cuiseur à riz', 'Cuiseur vapeur', 'Autocuiseur électrique'], { values: { puissance: [400, 500, 700, 900] } }),
    ]),
    branch('Climatisation et ventilation', 'Air conditioning and fans', [
      leaf('Climatiseurs', 'Air conditioners', 'climatisation', ['Climatiseur mobile', 'Climatiseur réversible', 'Climatiseur split'], { brands: ['Daikin', 'Mitsubishi Electric', 'Atlantic', 'Airton'], price: [290, 1390], logistic: 'volumineux', values: { puissance: [2600, 3500, 5000] } }),
      leaf('Ventilateurs', 'Fans', 'climatisation', ['Ventilateur colonne', 'Ventilateur sur pied', 'Ventilateur de plafond', 'Ventilateur de table'], { brands: ['Rowenta', 'Honeywell', 'Black & Decker', 'Lucci Air'], weight: 2, price: [19, 190], values: { puissance: [30, 45, 60, 90] } }),
      leaf('Déshumidificateurs', 'Dehumidifiers', 'climatisation', ['Déshumidificateur d’air', 'Absorbeur d’humidité électrique'], { brands: ['Honeywell', 'Rowenta', 'Black & Decker'], price: [89, 390], values: { puissance: [180, 250, 400] } }),
    ]),
    branch('Entretien de la maison', 'Home care', [
      leaf('Aspirateurs', 'Vacuum cleaners', 'entretien', ['Aspirateur balai', 'Aspirateur traîneau', 'Aspirateur robot', 'Aspirateur à main'], { brands: ['Dyson', 'Rowenta', 'Hoover', 'Philips'] }),
      leaf('Fers à repasser', 'Irons', 'entretien', ['Fer à repasser vapeur', 'Centrale vapeur', 'Défroisseur vapeur'], { brands: ['Calor', 'Rowenta', 'Philips'], price: [19, 390] }),
      leaf('Nettoyeurs vapeur', 'Steam cleaners', 'entretien', ['Nettoyeur vapeur', 'Balai vapeur', 'Nettoyeur haute pression'], { brands: ['Kärcher', 'Black & Decker', 'Polti'] }),
    ]),
  ]),
  branch('Image et son', 'TV and audio', [
    branch('Téléviseurs', 'Televisions', [
      leaf('Téléviseurs LED', 'LED TVs', 'televiseur', ['Téléviseur LED', 'Téléviseur QLED', 'Smart TV LED'], { weight: 2 }),
      leaf('Téléviseurs OLED', 'OLED TVs', 'televiseur', ['Téléviseur OLED', 'Téléviseur OLED evo'], { brands: ['LG', 'Sony', 'Panasonic', 'Philips'], price: [890, 2990], values: { resolution: ['4K UHD'], taille_ecran: [48, 55, 65, 77] } }),
      leaf('Vidéoprojecteurs', 'Projectors', 'projecteur', ['Vidéoprojecteur', 'Mini vidéoprojecteur portable', 'Vidéoprojecteur home cinéma']),
    ]),
    branch('Audio', 'Audio', [
      leaf('Enceintes Bluetooth', 'Bluetooth speakers', 'audio', ['Enceinte Bluetooth étanche', 'Enceinte portable', 'Enceinte de soirée lumineuse'], { brands: ['JBL', 'Ultimate Ears', 'Marshall', 'Sony', 'Bose'], weight: 2 }),
      leaf('Casques et écouteurs', 'Headphones and earbuds', 'audio', ['Casque sans fil', 'Écouteurs sans fil', 'Casque à réduction de bruit', 'Écouteurs de sport'], { brands: ['Sony', 'Bose', 'Sennheiser', 'JBL', 'Marshall'] }),
      leaf('Barres de son', 'Soundbars', 'audio', ['Barre de son', 'Barre de son avec caisson de basses'], { brands: ['Sonos', 'Samsung', 'Sony', 'Bose', 'LG'], price: [99, 990] }),
    ]),
    branch('Photo et caméras', 'Cameras', [
      leaf('Appareils photo', 'Cameras', 'photo', ['Appareil photo hybride', 'Appareil photo compact', 'Appareil photo reflex'], { brands: ['Canon', 'Nikon', 'Sony', 'Fujifilm'], values: { resolution: ['24 Mpx', '26 Mpx', '33 Mpx', '45 Mpx'] } }),
      leaf('Caméras sport', 'Action cameras', 'photo', ['Caméra sport étanche', 'Caméra 360°', 'Drone caméra'], { brands: ['GoPro', 'DJI', 'Insta360'], values: { resolution: ['4K', '5,3K', '6K'] } }),
    ]),
  ]),
  branch('Informatique et téléphonie', 'Computers and phones', [
    branch('Ordinateurs', 'Computers', [
      leaf('Ordinateurs portables', 'Laptops', 'ordinateur', ['Ordinateur portable', 'Ordinateur portable gamer', 'Ultrabook', 'Chromebook'], { brands: ['Apple', 'Lenovo', 'HP', 'Dell', 'Asus', 'Acer'], weight: 2, values: { taille_ecran: [13, 14, 15.6, 16] } }),
      leaf('Ordinateurs de bureau', 'Desktop computers', 'ordinateur', ['Ordinateur tout-en-un', 'Ordinateur tout-en-un tactile', 'PC tout-en-un gamer'], { brands: ['Apple', 'HP', 'Lenovo', 'Asus'], values: { taille_ecran: [24, 27] } }),
      leaf('Tablettes', 'Tablets', 'ordinateur', ['Tablette tactile', 'Tablette Wi-Fi', 'Tablette 4G', 'Tablette pour enfant'], { brands: ['Apple', 'Samsung', 'Lenovo', 'Xiaomi'], price: [89, 1290], values: { taille_ecran: [8, 10.9, 11, 12.4], memoire_vive: [3, 4, 8] } }),
    ]),
    branch('Téléphonie', 'Phones', [
      leaf('Smartphones', 'Smartphones', 'smartphone', ['Smartphone 5G', 'Smartphone', 'Smartphone pliable', 'Smartphone reconditionné'], { weight: 3 }),
      leaf('Téléphones fixes', 'Landline phones', 'accessoire_tech', ['Téléphone sans fil', 'Téléphone fixe grosses touches', 'Répondeur téléphonique'], { brands: ['Gigaset', 'Panasonic', 'Alcatel', 'Motorola'], price: [19, 119], logistic: 'colis-standard' }),
      leaf('Coques et protections', 'Cases and screen protectors', 'accessoire_tech', ['Coque de protection', 'Verre trempé', 'Étui portefeuille', 'Coque étanche'], { brands: ['Spigen', 'Force Power', 'Belkin', 'Otterbox'], price: [5, 49] }),
    ]),
    branch('Périphériques', 'Peripherals', [
      leaf('Imprimantes', 'Printers', 'imprimante', ['Imprimante jet d’encre', 'Imprimante laser', 'Imprimante multifonction', 'Imprimante photo']),
      leaf('Claviers et souris', 'Keyboards and mice', 'accessoire_tech', ['Clavier sans fil', 'Souris ergonomique', 'Ensemble clavier et souris', 'Clavier mécanique'], { brands: ['Logitech', 'Microsoft', 'Razer', 'Corsair'] }),
      leaf('Stockage', 'Storage', 'stockage', ['Clé USB', 'Disque dur externe', 'SSD externe', 'Carte microSD']),
    ]),
  ]),
  branch('Maison et jardin', 'Home and garden', [
    branch('Cuisine', 'Kitchen', [
      leaf('Ustensiles', 'Utensils', 'cuisine', ['Spatule', 'Louche', 'Planche à découper', 'Pilon créole', 'Couteau de chef', 'Râpe'], { price: [4, 59], template: '{noun} {marque}', values: { matiere: ['Inox', 'Bois d’acacia', 'Bambou', 'Silicone'] } }),
      leaf('Casseroles et poêles', 'Pots and pans', 'cuisine', ['Poêle', 'Faitout', 'Casserole', 'Cocotte', 'Wok'], { weight: 2, values: { matiere: ['Inox', 'Fonte', 'Aluminium', 'Céramique'] } }),
      leaf('Arts de la table', 'Tableware', 'cuisine', ['Service de table 18 pièces', 'Carafe', 'Lot de 6 tasses', 'Plat de service', 'Saladier'], { logistic: 'fragile', values: { matiere: ['Porcelaine', 'Verre', 'Grès', 'Céramique'] } }),
    ]),
    branch('Mobilier', 'Furniture', [
      leaf('Canapés et fauteuils', 'Sofas and armchairs', 'mobilier', ['Canapé 3 places', 'Fauteuil planteur', 'Canapé d’angle', 'Rocking-chair', 'Méridienne']),
      leaf('Lits et matelas', 'Beds and mattresses', 'mobilier', ['Lit à baldaquin', 'Matelas à mémoire de forme', 'Lit double', 'Tête de lit', 'Sommier à lattes'], { template: '{noun} {marque}', values: { matiere: ['Acajou', 'Teck', 'Chêne massif', 'Mousse', 'Métal'] } }),
    ]),
    branch('Décoration', 'Home decor', [
      leaf('Luminaires', 'Lighting', 'deco', ['Suspension', 'Lampe à poser', 'Guirlande lumineuse', 'Lampadaire', 'Lanterne solaire'], { values: { matiere: ['Rotin', 'Bambou', 'Métal', 'Verre', 'Terre cuite'] } }),
      leaf('Linge de maison', 'Household linen', 'deco', ['Parure de lit', 'Nappe', 'Drap de plage', 'Moustiquaire', 'Lot de 4 serviettes'], { weight: 2, values: { matiere: ['Coton', 'Lin', 'Madras', 'Coton bio'] } }),
      leaf('Objets de déco', 'Decorative items', 'deco', ['Vase', 'Cadre photo', 'Bougie parfumée', 'Miroir', 'Coussin', 'Tableau'], { price: [6, 149] }),
    ]),
    branch('Jardin', 'Garden', [
      leaf('Outillage de jardin', 'Garden tools', 'jardin', ['Sécateur', 'Débroussailleuse', 'Coupe-haie', 'Tondeuse', 'Machette'], { brands: ['Gardena', 'Fiskars', 'Bosch', 'Ryobi', 'Black & Decker'], weight: 2 }),
      leaf('Mobilier de jardin', 'Garden furniture', 'jardin', ['Salon de jardin', 'Hamac', 'Transat', 'Parasol déporté', 'Table de jardin'], { brands: ['Hespéride', 'Lafuma', 'Maison Créole'], price: [39, 1490], logistic: 'volumineux' }),
      leaf('Arrosage', 'Watering', 'jardin', ['Tuyau d’arrosage', 'Arrosoir', 'Récupérateur d’eau de pluie', 'Programmateur d’arrosage'], { brands: ['Gardena', 'Hozelock', 'Fiskars'], price: [7, 249] }),
    ]),
  ]),
  branch('Mode', 'Fashion', [
    branch('Femme', 'Women', [
      leaf('Robes', 'Dresses', 'vetement', ['Robe longue', 'Robe portefeuille', 'Robe chemise', 'Robe d’été'], { weight: 2 }),
      leaf('Tops et chemisiers', 'Tops and blouses', 'vetement', ['Chemisier', 'Top à bretelles', 'Blouse', 'Débardeur']),
      leaf('Jupes et shorts', 'Skirts and shorts', 'vetement', ['Jupe longue', 'Jupe portefeuille', 'Short', 'Pantalon fluide']),
    ]),
    branch('Homme', 'Men', [
      leaf('T-shirts et polos', 'T-shirts and polo shirts', 'vetement', ['T-shirt', 'Polo', 'Débardeur', 'T-shirt manches longues'], { weight: 2 }),
      leaf('Chemises', 'Shirts', 'vetement', ['Chemise à manches courtes', 'Chemise guayabera', 'Chemise à manches longues']),
      leaf('Bermudas', 'Bermuda shorts', 'vetement', ['Bermuda', 'Bermuda cargo', 'Short de bain', 'Pantalon de toile']),
    ]),
    branch('Chaussures', 'Shoes', [
      leaf('Baskets', 'Trainers', 'chaussures', ['Baskets', 'Baskets de running', 'Baskets montantes', 'Chaussures de marche'], { brands: ['Adidas', 'Nike', 'Puma', 'Veja', 'Kickers'], weight: 2 }),
      leaf('Sandales et tongs', 'Sandals and flip-flops', 'chaussures', ['Tongs', 'Sandales', 'Mules', 'Espadrilles'], { brands: ['Havaianas', 'Birkenstock', 'Ipanema', 'Kickers'], price: [9, 119] }),
    ]),
    branch('Accessoires', 'Accessories', [
      leaf('Sacs', 'Bags', 'accessoire_mode', ['Sac cabas', 'Sac à main', 'Sac à dos', 'Pochette', 'Panier tressé'], { brands: ['Lancaster', 'Atelier Madras', 'Fossil', 'Longchamp'], values: { matiere: ['Cuir', 'Toile', 'Paille', 'Madras'] } }),
      leaf('Bijoux', 'Jewellery', 'accessoire_mode', ['Créoles', 'Collier choux', 'Bracelet grains d’or', 'Bague', 'Boucles d’oreilles'], { brands: ['Bijoux Créoles', 'Or Péi', 'Fossil'], weight: 2, values: { matiere: ['Argent 925', 'Plaqué or', 'Or 18 carats'], couleur: ['Or', 'Argent', 'Or rose'] } }),
      leaf('Chapeaux et lunettes', 'Hats and sunglasses', 'accessoire_mode', ['Chapeau bakoua', 'Chapeau de paille', 'Casquette', 'Lunettes de soleil polarisées'], { brands: ['Bakoua Chapeaux', 'Ray-Ban', 'Oakley', 'Atelier Madras'], values: { matiere: ['Paille', 'Bakoua tressé', 'Coton', 'Acétate'] } }),
    ]),
  ]),
  branch('Épicerie fine', 'Fine foods', [
    branch('Rhums et spiritueux', 'Rums and spirits', [
      leaf('Rhums agricoles', 'Agricultural rums', 'rhum', ['Rhum blanc agricole', 'Rhum vieux agricole', 'Rhum ambré', 'Rhum hors d’âge', 'Rhum vieux VSOP'], { brands: ['Damoiseau', 'Clément', 'Trois Rivières', 'J.M', 'Neisson', 'Longueteau', 'Bologne', 'Rhum du Père Labat', 'Savanna', 'Saint-Maurice'], weight: 3 }),
      leaf('Rhums arrangés', 'Infused rums', 'rhum', ['Rhum arrangé ananas-vanille', 'Rhum arrangé letchi', 'Rhum arrangé gingembre-citron', 'Rhum arrangé banane flambée'], { brands: ['Isautier', 'Charrette', 'Les Arrangés de Ced', 'La Mauny', 'Damoiseau'], weight: 2, price: [14, 49], values: { degre_alcool: [30, 32, 35], origine: ['La Réunion', 'Martinique', 'Guadeloupe'] } }),
      leaf('Liqueurs et punchs', 'Liqueurs and punches', 'rhum', ['Punch coco', 'Planteur', 'Shrubb', 'Liqueur de goyave', 'Punch maracudja'], { brands: ['Clément', 'Damoiseau', 'Longueteau', 'Isautier', 'La Mauny'], price: [9, 39], values: { degre_alcool: [14, 18, 20, 25] } }),
    ]),
    branch('Boissons sans alcool', 'Soft drinks', [
      leaf('Jus de fruits', 'Fruit juices', 'boisson', ['Jus de goyave', 'Jus de canne', 'Nectar de maracudja', 'Jus d’ananas', 'Jus de corossol'], { brands: ['Caresse Antillaise', 'Denel', 'Bio Péi'], weight: 2 }),
      leaf('Sirops', 'Syrups', 'boisson', ['Sirop de canne', 'Sirop de groseille pays', 'Sirop d’orgeat', 'Sirop de grenadine'], { brands: ['Denel', 'Sirops de Marie-Galante', 'Caresse Antillaise'], values: { volume: [50, 70, 100] } }),
      leaf('Eaux et sodas', 'Water and sodas', 'boisson', ['Eau de source', 'Eau gazeuse', 'Limonade', 'Soda à la fraise', 'Ginger beer'], { brands: ['Matouba', 'Capès Dolé', 'Cilaos', 'Didier', 'Royal Soda'], logistic: 'volumineux', values: { volume: [33, 50, 100, 150] } }),
    ]),
    branch('Épicerie salée', 'Savoury groceries', [
      leaf('Épices et condiments', 'Spices and condiments', 'epicerie', ['Poudre de colombo', 'Massalé', 'Curcuma', 'Gousses de vanille', 'Bois d’Inde', 'Sel aux herbes'], { brands: ['Épices Créoles', 'Le Comptoir Créole', 'Saveurs de Bourbon', 'Ducros'], weight: 2, values: { poids: [25, 50, 100, 250] } }),
      leaf('Sauces pimentées', 'Hot sauces', 'epicerie', ['Sauce chien', 'Purée de piment', 'Rougail tomate', 'Achards de légumes', 'Confit de piment'], { brands: ['Ti Piment', 'Saveurs de Bourbon', 'Le Comptoir Créole'], values: { poids: [100, 200, 250, 350] } }),
      leaf('Conserves et terrines', 'Canned food and terrines', 'epicerie', ['Terrine de lambi', 'Rillettes de thon', 'Accras à cuire', 'Cari de poulet cuisiné', 'Boudin créole en bocal'], { brands: ['Délices des Îles', 'Le Comptoir Créole', 'Connétable'], values: { poids: [180, 250, 400, 800] } }),
      leaf('Fromages et foie gras', 'Cheese and foie gras', 'frais', ['Foie gras de canard entier', 'Bloc de foie gras', 'Fromage de chèvre', 'Comté 18 mois', 'Camembert au lait cru']),
    ]),
    branch('Épicerie sucrée', 'Sweet groceries', [
      leaf('Confitures et miels', 'Jams and honey', 'epicerie', ['Confiture de goyave', 'Confiture de mangue', 'Miel de letchi', 'Gelée de corossol', 'Confiture coco'], { brands: ['Confitures de Marie-Galante', 'Délices des Îles', 'Bonne Maman'], values: { poids: [250, 325, 370, 500] } }),
      leaf('Chocolats et cafés', 'Chocolate and coffee', 'epicerie', ['Café Bourbon pointu', 'Café moulu', 'Tablette de chocolat noir', 'Bâton de cacao', 'Café en grains'], { brands: ['Cafés de Bourbon', 'Chocolaterie de Guyane', 'Café Bonifieur', 'Valrhona'], weight: 2, values: { poids: [100, 250, 500, 1000] } }),
      leaf('Biscuits et gâteaux', 'Biscuits and cakes', 'epicerie', ['Sablés coco', 'Tourment d’amour', 'Pâté coco', 'Biscuits à la banane', 'Gâteau patate'], { brands: ['Biscuiterie Créole', 'Délices des Îles', 'Saint Michel'], values: { poids: [150, 200, 300, 400] } }),
    ]),
  ]),
  branch('Bébé et puériculture', 'Baby and childcare', [
    branch('Repas de bébé', 'Baby food', [
      leaf('Laits infantiles', 'Infant formula', 'bebe_repas', ['Lait infantile 1er âge', 'Lait infantile 2e âge', 'Lait de croissance'], { brands: ['Gallia', 'Guigoz', 'Nidal', 'Modilac'], weight: 2, values: { poids: [400, 800, 900] } }),
      leaf('Petits pots', 'Baby food jars', 'bebe_repas', ['Petit pot carottes', 'Petit pot légumes et poulet', 'Compote pomme-banane', 'Purée de patate douce'], { brands: ['Blédina', 'Popote', 'Good Goût'], values: { poids: [130, 200, 250] } }),
      leaf('Biberons', 'Baby bottles', 'puericulture', ['Biberon anti-colique', 'Biberon en verre', 'Tétines', 'Stérilisateur électrique'], { brands: ['Philips Avent', 'Dodie', 'MAM', 'Tommee Tippee'], price: [5, 89], logistic: 'colis-standard', values: { matiere: ['Verre', 'Plastique sans BPA', 'Silicone'] } }),
    ]),
    branch('Hygiène et soins', 'Hygiene and care', [
      leaf('Couches', 'Nappies', 'bebe_hygiene', ['Couches', 'Couches-culottes', 'Couches de nuit', 'Couches écologiques'], { brands: ['Pampers', 'Huggies', 'Love & Green', 'Lotus Baby'], weight: 2 }),
      leaf('Lingettes et soins', 'Wipes and care', 'bebe_hygiene', ['Lingettes à l’eau', 'Liniment oléo-calcaire', 'Gel lavant corps et cheveux', 'Crème pour le change'], { brands: ['Mustela', 'Uriage', 'Love & Green', 'Pampers'], values: { taille: ['Tous âges'] } }),
    ]),
    branch('Promenade', 'Out and about', [
      leaf('Poussettes', 'Pushchairs', 'puericulture', ['Poussette compacte', 'Poussette trio', 'Poussette canne', 'Poussette tout-terrain'], { brands: ['Babyzen', 'Chicco', 'Bébé Confort', 'Cybex', 'Joie'] }),
      leaf('Sièges auto', 'Car seats', 'puericulture', ['Siège auto i-Size', 'Rehausseur', 'Siège auto pivotant', 'Coque bébé'], { brands: ['Maxi-Cosi', 'Cybex', 'Joie', 'Chicco', 'Bébé Confort'] }),
      leaf('Porte-bébés', 'Baby carriers', 'puericulture', ['Porte-bébé physiologique', 'Écharpe de portage', 'Sac à langer'], { brands: ['Ergobaby', 'BabyBjörn', 'Chicco', 'Love Radius'], price: [25, 189], logistic: 'colis-standard' }),
    ]),
    branch('Éveil et jouets', 'Early learning and toys', [
      leaf('Jouets d’éveil', 'Early learning toys', 'jouet', ['Tapis d’éveil', 'Hochet', 'Cube d’activités', 'Livre en tissu', 'Trotteur'], { brands: ['VTech', 'Fisher-Price', 'Janod', 'Smoby', 'Vulli'] }),
      leaf('Peluches', 'Soft toys', 'jouet', ['Doudou', 'Peluche tortue marine', 'Peluche iguane', 'Doudou plat', 'Peluche colibri'], { brands: ['Jellycat', 'Moulin Roty', 'Doudou et Compagnie', 'Histoire d’ours'], price: [9, 49] }),
    ]),
  ]),
  branch('Sport et loisirs', 'Sport and leisure', [
    branch('Sports nautiques', 'Water sports', [
      leaf('Palmes, masques et tubas', 'Fins, masks and snorkels', 'nautique', ['Masque de plongée', 'Palmes', 'Kit masque et tuba', 'Masque intégral de snorkeling'], { brands: ['Cressi', 'Mares', 'Subea', 'Seac'], price: [9, 119] }),
      leaf('Paddles et kayaks', 'Paddleboards and kayaks', 'nautique', ['Paddle gonflable', 'Kayak de mer', 'Kayak gonflable 2 places', 'Planche de bodyboard'], { brands: ['Aqua Marina', 'Sevylor', 'Itiwit', 'Bic Sport'], price: [59, 1190], logistic: 'volumineux' }),
      leaf('Maillots de bain', 'Swimwear', 'maillot', ['Maillot de bain une pièce', 'Bikini', 'Boardshort', 'Top anti-UV'], { weight: 2 }),
    ]),
    branch('Fitness', 'Fitness', [
      leaf('Musculation', 'Strength training', 'fitness', ['Haltères', 'Kettlebell', 'Banc de musculation', 'Barre de traction'], { brands: ['Domyos', 'Bowflex', 'Kettler'], values: { matiere: ['Acier', 'Fonte', 'Caoutchouc naturel'] } }),
      leaf('Yoga', 'Yoga', 'fitness', ['Tapis de yoga', 'Brique de yoga', 'Sangle de yoga', 'Coussin de méditation'], { brands: ['Manduka', 'Gaiam', 'Kimjaly'], price: [9, 129], values: { matiere: ['Caoutchouc naturel', 'Liège', 'Coton bio'] } }),
      leaf('Vélos d’appartement', 'Exercise bikes', 'fitness', ['Vélo d’appartement', 'Vélo elliptique', 'Rameur', 'Tapis de course'], { brands: ['Domyos', 'Kettler', 'Care Fitness'], price: [189, 1290], logistic: 'volumineux' }),
    ]),
    branch('Plein air', 'Outdoors', [
      leaf('Randonnée', 'Hiking', 'plein_air', ['Sac de randonnée', 'Bâtons de marche', 'Gourde isotherme', 'Lampe frontale', 'Poncho de pluie']),
      leaf('Camping', 'Camping', 'plein_air', ['Tente 2 places', 'Hamac de bivouac', 'Réchaud', 'Glacière', 'Matelas gonflable']),
    ]),
    branch('Livres et jeux', 'Books and games', [
      leaf('Livres', 'Books', 'livre', ['Guide de randonnée de la Guadeloupe', 'Recueil de contes créoles', 'Livre de cuisine antillaise', 'Roman policier martiniquais', 'Atlas des oiseaux des Antilles', 'Bande dessinée « Chroniques de La Réunion »', 'Dictionnaire créole-français'], { weight: 2 }),
      leaf('Jeux de société', 'Board games', 'jeu', ['Jeu de dominos', 'Jeu de société coopératif', 'Puzzle 1000 pièces', 'Jeu de cartes', 'Jeu de l’awalé']),
    ]),
  ]),
];
