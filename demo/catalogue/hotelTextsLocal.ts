import type { HotelTextBlockType } from '../../src/api/types';
import { list, paragraphs } from './html';
import type { LocalLanguage } from './model';

/** What the description says about a hotel, already escaped and in the page's language. */
export interface HotelFacts {
  name: string;
  /** 0 for a hotel without a star rating. */
  stars: number;
  city: string;
  region: string;
  airport: string;
  airportKm: number;
  /** Formatted with the language's decimal sign. */
  centreKm: string;
  beachDistance: number;
  sandy: boolean;
  facilities: string[];
  rooms: string[];
  boards: string[];
  /** The local tax per person and night, formatted as an amount in euros. */
  tax: string;
  construction: boolean;
  has: (code: string) => boolean;
}

type Block = { title: string; text: string };
type Texts = Record<HotelTextBlockType, Block>;

/** Titles of the address parts the blocks end with. */
export interface AddressTitles {
  street: string;
  zip: string;
  city: string;
  country: string;
}

/** Hotels this close to the sea count as "on the beach". */
const onTheBeach = 80;

/** "Il", "Lo" or "L’" before a name, as Italian wants it. */
function italianArticle(name: string): string {
  if (/^[aeiouAEIOUhH]/.test(name)) return 'L’';
  if (/^([sS][^aeiouAEIOU]|[zZxXyY]|[gG]n|[pP]s)/.test(name)) return 'Lo ';
  return 'Il ';
}

/** "Le" or "L’" before a name, as French wants it. */
function frenchArticle(name: string): string {
  return /^[aeiouyhàâéèêëîïôûAEIOUYHÉ]/.test(name) ? 'L’' : 'Le ';
}

/** "de Palma" but "d’Alcúdia": French elides de before a vowel. */
const frenchOf = (place: string) =>
  /^[aeiouyhàâéèêîôûAEIOUYHÉ]/.test(place) ? `d’${place}` : `de ${place}`;

/** A no-break space, which French sets before a colon or semicolon. */
const nb = '\u00a0';

/** "a Palma" but "ad Alcúdia": Italian adds a d before a word starting with a. */
const italianAt = (place: string) => (/^[aAàÀ]/.test(place) ? `ad ${place}` : `a ${place}`);

function italian(f: HotelFacts): Texts {
  const near = f.beachDistance <= onTheBeach;
  return {
    intro: {
      title: 'Benvenuti',
      text: paragraphs(
        `${italianArticle(f.name)}${f.name} è ${f.stars ? `un hotel a ${f.stars} stelle` : 'un hotel a conduzione familiare'} ${italianAt(f.city)} (${f.region}) e si trova ${near ? 'direttamente sulla spiaggia' : `a ${f.beachDistance} m dalla spiaggia`}.`,
        'Gli ospiti apprezzano l’atmosfera rilassata, il servizio cordiale e la struttura ben curata.',
      ),
    },
    location: {
      title: 'Posizione',
      text: paragraphs(
        `Il centro di ${f.city} dista ${f.centreKm} km; l’aeroporto di ${f.airport} si trova a circa ${f.airportKm} km.`,
        'Ristoranti, bar e negozi sono raggiungibili comodamente a piedi o in autobus.',
      ),
    },
    facility: { title: 'Servizi', text: paragraphs('La struttura offre:') + list(f.facilities) },
    room: {
      title: 'Camere',
      text: paragraphs(
        `Tipologie disponibili: ${f.rooms.join(', ')}. Tutte le camere dispongono di bagno o doccia/WC, asciugacapelli, telefono, TV satellitare, cassaforte e balcone o terrazza.`,
      ),
    },
    board: {
      title: 'Trattamento',
      text: paragraphs(
        `Trattamenti prenotabili: ${f.boards.join(', ')}. Il ristorante principale propone buffet con cucina a vista; ristoranti à la carte a pagamento.`,
      ),
    },
    beach: {
      title: 'Spiaggia',
      text: paragraphs(
        `La spiaggia ${f.sandy ? 'di sabbia fine' : 'di ciottoli'} si trova ${near ? 'proprio davanti all’hotel' : `a ${f.beachDistance} m dall’hotel`}. Lettini e ombrelloni a pagamento.`,
      ),
    },
    kids: {
      title: 'Per i bambini',
      text: f.has('kidsClub')
        ? paragraphs(
            'Miniclub (dai 4 ai 12 anni) con assistenza, piscina per bambini, parco giochi e buffet per i più piccoli.',
          )
        : f.has('adultsOnly')
          ? paragraphs('L’hotel accoglie ospiti a partire dai 16 anni.')
          : paragraphs('Piscina per bambini; culle su richiesta.'),
    },
    sport: {
      title: 'Sport',
      text: paragraphs(
        'Il personale della reception organizza ginnastica, sport acquatici ed escursioni.',
      ),
    },
    sport_free: {
      title: 'Sport inclusi',
      text: list([
        'Beach volley',
        'Acquagym',
        'Ping-pong',
        f.has('fitness') ? 'Palestra' : 'Bocce',
      ]),
    },
    sport_with_fee: {
      title: 'Sport a pagamento',
      text: list([
        f.has('diving') ? 'Corsi di immersione' : 'Stand up paddle',
        f.has('tennis') ? 'Lezioni di tennis' : 'Noleggio biciclette',
        f.has('golf') ? 'Golf (con navetta)' : 'Sci nautico',
      ]),
    },
    wellness: {
      title: 'Benessere',
      text: f.has('spa')
        ? paragraphs('Spa con sauna, bagno turco, hammam e massaggi (a pagamento).')
        : paragraphs('Massaggi su richiesta alla reception.'),
    },
    entertainment: {
      title: 'Animazione',
      text: paragraphs('Di giorno animazione in piscina, la sera musica dal vivo e spettacoli.'),
    },
    additional_info: {
      title: 'Buono a sapersi',
      text: paragraphs(
        'Arrivo dalle ore 14:00, partenza entro le ore 11:00. Wi-Fi in tutta la struttura.',
      ),
    },
    important_info: {
      title: 'Informazioni importanti',
      text: paragraphs(`In loco si paga una tassa di soggiorno di ${f.tax} a persona per notte.`),
    },
    construction_sites: {
      title: 'Lavori in corso',
      text: f.construction
        ? paragraphs(
            'La zona piscina è in fase di ristrutturazione; durante il giorno potrebbe esserci rumore.',
          )
        : paragraphs('Al momento non sono previsti lavori.'),
    },
  };
}

function spanish(f: HotelFacts): Texts {
  const near = f.beachDistance <= onTheBeach;
  return {
    intro: {
      title: 'Bienvenidos',
      text: paragraphs(
        `El ${f.name} es ${f.stars ? `un hotel de ${f.stars} estrellas` : 'un hotel familiar'} en ${f.city} (${f.region}) y está ${near ? 'en primera línea de playa' : `a ${f.beachDistance} m de la playa`}.`,
        'Los huéspedes valoran el ambiente relajado, el trato amable y el cuidado de las instalaciones.',
      ),
    },
    location: {
      title: 'Ubicación',
      text: paragraphs(
        `El centro de ${f.city} está a ${f.centreKm} km y el aeropuerto de ${f.airport}, a unos ${f.airportKm} km.`,
        'Restaurantes, bares y tiendas quedan a un paseo o a un corto trayecto en autobús.',
      ),
    },
    facility: {
      title: 'Instalaciones',
      text: paragraphs('El hotel ofrece:') + list(f.facilities),
    },
    room: {
      title: 'Habitaciones',
      text: paragraphs(
        `Puede elegir entre: ${f.rooms.join(', ')}. Todas las habitaciones disponen de baño o ducha/WC, secador de pelo, teléfono, TV vía satélite, caja fuerte y balcón o terraza.`,
      ),
    },
    board: {
      title: 'Régimen',
      text: paragraphs(
        `Regímenes disponibles: ${f.boards.join(', ')}. El restaurante principal ofrece bufé con cocina en vivo; restaurantes a la carta con suplemento.`,
      ),
    },
    beach: {
      title: 'Playa',
      text: paragraphs(
        `La playa de ${f.sandy ? 'arena fina' : 'guijarros'} está ${near ? 'justo delante del hotel' : `a ${f.beachDistance} m del hotel`}. Hamacas y sombrillas de pago.`,
      ),
    },
    kids: {
      title: 'Para los niños',
      text: f.has('kidsClub')
        ? paragraphs(
            'Miniclub (de 4 a 12 años) con monitores, piscina infantil, parque infantil y bufé para niños.',
          )
        : f.has('adultsOnly')
          ? paragraphs('El hotel admite huéspedes a partir de 16 años.')
          : paragraphs('Piscina infantil; cunas bajo petición.'),
    },
    sport: {
      title: 'Deporte',
      text: paragraphs(
        'El equipo de recepción organiza gimnasia, deportes acuáticos y excursiones.',
      ),
    },
    sport_free: {
      title: 'Deportes incluidos',
      text: list([
        'Vóley playa',
        'Aquagym',
        'Tenis de mesa',
        f.has('fitness') ? 'Gimnasio' : 'Petanca',
      ]),
    },
    sport_with_fee: {
      title: 'Deportes de pago',
      text: list([
        f.has('diving') ? 'Cursos de buceo' : 'Paddle surf',
        f.has('tennis') ? 'Clases de tenis' : 'Alquiler de bicicletas',
        f.has('golf') ? 'Golf (con traslado)' : 'Esquí acuático',
      ]),
    },
    wellness: {
      title: 'Bienestar',
      text: f.has('spa')
        ? paragraphs('Spa con sauna, baño de vapor, hammam y masajes (de pago).')
        : paragraphs('Masajes bajo petición en recepción.'),
    },
    entertainment: {
      title: 'Animación',
      text: paragraphs(
        'Animación en la piscina durante el día; por la noche, música en directo y espectáculos.',
      ),
    },
    additional_info: {
      title: 'Conviene saber',
      text: paragraphs(
        'Entrada a partir de las 14:00 y salida hasta las 11:00. Wifi en todo el hotel.',
      ),
    },
    important_info: {
      title: 'Información importante',
      text: paragraphs(`En destino se cobra una tasa turística de ${f.tax} por persona y noche.`),
    },
    construction_sites: {
      title: 'Obras',
      text: f.construction
        ? paragraphs('La zona de la piscina está en obras; durante el día puede haber ruido.')
        : paragraphs('Actualmente no hay obras previstas.'),
    },
  };
}

function french(f: HotelFacts): Texts {
  const near = f.beachDistance <= onTheBeach;
  return {
    intro: {
      title: 'Bienvenue',
      text: paragraphs(
        `${frenchArticle(f.name)}${f.name} est ${f.stars ? `un hôtel ${f.stars} étoiles` : 'un hôtel familial'} à ${f.city} (${f.region}), situé ${near ? 'directement sur la plage' : `à ${f.beachDistance} m de la plage`}.`,
        'Les clients apprécient son ambiance détendue, son service chaleureux et ses espaces soignés.',
      ),
    },
    location: {
      title: 'Situation',
      text: paragraphs(
        `Le centre ${frenchOf(f.city)} est à ${f.centreKm} km${nb}; l’aéroport ${frenchOf(f.airport)} se trouve à environ ${f.airportKm} km.`,
        'Restaurants, bars et boutiques sont accessibles à pied ou en bus.',
      ),
    },
    facility: {
      title: 'Équipements',
      text: paragraphs(`L’établissement propose${nb}:`) + list(f.facilities),
    },
    room: {
      title: 'Chambres',
      text: paragraphs(
        `Au choix${nb}: ${f.rooms.join(', ')}. Toutes les chambres disposent d’une baignoire ou d’une douche/WC, d’un sèche-cheveux, d’un téléphone, de la TV par satellite, d’un coffre-fort et d’un balcon ou d’une terrasse.`,
      ),
    },
    board: {
      title: 'Restauration',
      text: paragraphs(
        `Formules réservables${nb}: ${f.boards.join(', ')}. Le restaurant principal propose des buffets avec cuisine en direct${nb}; restaurants à la carte payants.`,
      ),
    },
    beach: {
      title: 'Plage',
      text: paragraphs(
        `La plage de ${f.sandy ? 'sable fin' : 'galets'} se trouve ${near ? 'juste devant l’hôtel' : `à ${f.beachDistance} m de l’hôtel`}. Transats et parasols payants.`,
      ),
    },
    kids: {
      title: 'Pour les enfants',
      text: f.has('kidsClub')
        ? paragraphs(
            'Mini-club encadré (de 4 à 12 ans), bassin pour enfants, aire de jeux et buffet pour enfants.',
          )
        : f.has('adultsOnly')
          ? paragraphs('L’hôtel accueille les clients à partir de 16 ans.')
          : paragraphs(`Bassin pour enfants${nb}; lits bébé sur demande.`),
    },
    sport: {
      title: 'Sport',
      text: paragraphs(
        'L’équipe de la réception organise des séances de gym, des sports nautiques et des excursions.',
      ),
    },
    sport_free: {
      title: 'Sports inclus',
      text: list([
        'Beach-volley',
        'Aquagym',
        'Tennis de table',
        f.has('fitness') ? 'Salle de sport' : 'Pétanque',
      ]),
    },
    sport_with_fee: {
      title: 'Sports payants',
      text: list([
        f.has('diving') ? 'Cours de plongée' : 'Stand-up paddle',
        f.has('tennis') ? 'Cours de tennis' : 'Location de vélos',
        f.has('golf') ? 'Golf (navette)' : 'Ski nautique',
      ]),
    },
    wellness: {
      title: 'Bien-être',
      text: f.has('spa')
        ? paragraphs('Spa avec sauna, bain de vapeur, hammam et massages (payants).')
        : paragraphs('Massages sur demande à la réception.'),
    },
    entertainment: {
      title: 'Animation',
      text: paragraphs(
        `En journée, animations au bord de la piscine${nb}; le soir, concerts et spectacles.`,
      ),
    },
    additional_info: {
      title: 'Bon à savoir',
      text: paragraphs(
        'Arrivée à partir de 14 h, départ jusqu’à 11 h. Wi-Fi dans tout l’établissement.',
      ),
    },
    important_info: {
      title: 'Informations importantes',
      text: paragraphs(
        `Une taxe de séjour de ${f.tax} par personne et par nuit est à régler sur place.`,
      ),
    },
    construction_sites: {
      title: 'Travaux',
      text: f.construction
        ? paragraphs(
            `L’espace piscine est en cours de rénovation${nb}; du bruit est possible en journée.`,
          )
        : paragraphs('Aucuns travaux ne sont prévus à ce jour.'),
    },
  };
}

/**
 * The description in Italian, Spanish or French: the same blocks from the same facts as the
 * German and English one, written by templates of each language.
 */
export const localHotelTexts: Record<LocalLanguage, (facts: HotelFacts) => Texts> = {
  it: italian,
  es: spanish,
  fr: french,
};

export const localAddressTitles: Record<LocalLanguage, AddressTitles> = {
  it: { street: 'Indirizzo', zip: 'CAP', city: 'Località', country: 'Paese' },
  es: { street: 'Dirección', zip: 'Código postal', city: 'Localidad', country: 'País' },
  fr: { street: 'Adresse', zip: 'NPA', city: 'Localité', country: 'Pays' },
};
