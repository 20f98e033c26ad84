import type { DepartureGroupKey } from '../../src/api/types';
import { departureAirportNames } from './localNames';
import type { Localised } from './model';

/** Departure airports per market country; Germany also in its four region groups. */
export interface DepartureAirportData extends Localised {
  code: string;
  countryCode: string;
  group?: DepartureGroupKey;
  /** Hubs have offers every day and lower fares. */
  hub: boolean;
}

const airport = (
  code: string,
  name: string,
  nameDe: string,
  countryCode: string,
  hub: boolean,
  group?: DepartureGroupKey,
): DepartureAirportData => ({
  code,
  name,
  nameDe,
  names: departureAirportNames[code],
  countryCode,
  hub,
  group,
});

export const departureAirports: DepartureAirportData[] = [
  airport('HAM', 'Hamburg', 'Hamburg', 'DE', true, 'North'),
  airport('BRE', 'Bremen', 'Bremen', 'DE', false, 'North'),
  airport('HAJ', 'Hanover', 'Hannover', 'DE', false, 'North'),
  airport('BER', 'Berlin Brandenburg', 'Berlin Brandenburg', 'DE', true, 'East'),
  airport('LEJ', 'Leipzig/Halle', 'Leipzig/Halle', 'DE', false, 'East'),
  airport('DRS', 'Dresden', 'Dresden', 'DE', false, 'East'),
  airport('DUS', 'Düsseldorf', 'Düsseldorf', 'DE', true, 'West'),
  airport('CGN', 'Cologne/Bonn', 'Köln/Bonn', 'DE', true, 'West'),
  airport('DTM', 'Dortmund', 'Dortmund', 'DE', false, 'West'),
  airport('PAD', 'Paderborn/Lippstadt', 'Paderborn/Lippstadt', 'DE', false, 'West'),
  airport('FMO', 'Münster/Osnabrück', 'Münster/Osnabrück', 'DE', false, 'West'),
  airport('NRN', 'Weeze', 'Weeze', 'DE', false, 'West'),
  airport('FRA', 'Frankfurt', 'Frankfurt', 'DE', true, 'South'),
  airport('MUC', 'Munich', 'München', 'DE', true, 'South'),
  airport('STR', 'Stuttgart', 'Stuttgart', 'DE', true, 'South'),
  airport('NUE', 'Nuremberg', 'Nürnberg', 'DE', false, 'South'),
  airport('FKB', 'Karlsruhe/Baden-Baden', 'Karlsruhe/Baden-Baden', 'DE', false, 'South'),
  airport('FDH', 'Friedrichshafen', 'Friedrichshafen', 'DE', false, 'South'),
  airport('VIE', 'Vienna', 'Wien', 'AT', true),
  airport('SZG', 'Salzburg', 'Salzburg', 'AT', false),
  airport('INN', 'Innsbruck', 'Innsbruck', 'AT', false),
  airport('GRZ', 'Graz', 'Graz', 'AT', false),
  airport('LNZ', 'Linz', 'Linz', 'AT', false),
  airport('ZRH', 'Zurich', 'Zürich', 'CH', true),
  airport('BSL', 'Basel', 'Basel', 'CH', false),
  airport('GVA', 'Geneva', 'Genf', 'CH', false),
  airport('LHR', 'London Heathrow', 'London Heathrow', 'GB', true),
  airport('LGW', 'London Gatwick', 'London Gatwick', 'GB', true),
  airport('MAN', 'Manchester', 'Manchester', 'GB', true),
  airport('BHX', 'Birmingham', 'Birmingham', 'GB', false),
  airport('DUB', 'Dublin', 'Dublin', 'IE', true),
  airport('ORK', 'Cork', 'Cork', 'IE', false),
  airport('SNN', 'Shannon', 'Shannon', 'IE', false),
  airport('FCO', 'Rome Fiumicino', 'Rom Fiumicino', 'IT', true),
  airport('MXP', 'Milan Malpensa', 'Mailand Malpensa', 'IT', true),
  airport('MAD', 'Madrid', 'Madrid', 'ES', true),
  airport('BCN', 'Barcelona', 'Barcelona', 'ES', true),
];

export const departureCountryNames: Record<string, Localised> = {
  DE: {
    name: 'Germany',
    nameDe: 'Deutschland',
    names: { it: 'Germania', es: 'Alemania', fr: 'Allemagne' },
  },
  AT: { name: 'Austria', nameDe: 'Österreich', names: { fr: 'Autriche' } },
  CH: {
    name: 'Switzerland',
    nameDe: 'Schweiz',
    names: { it: 'Svizzera', es: 'Suiza', fr: 'Suisse' },
  },
  GB: {
    name: 'United Kingdom',
    nameDe: 'Großbritannien',
    names: { it: 'Regno Unito', es: 'Reino Unido', fr: 'Royaume-Uni' },
  },
  IE: { name: 'Ireland', nameDe: 'Irland', names: { it: 'Irlanda', es: 'Irlanda', fr: 'Irlande' } },
  IT: { name: 'Italy', nameDe: 'Italien', names: { it: 'Italia', es: 'Italia', fr: 'Italie' } },
  ES: { name: 'Spain', nameDe: 'Spanien', names: { it: 'Spagna', es: 'España', fr: 'Espagne' } },
};

export const groupNames: Record<DepartureGroupKey, Localised> = {
  North: {
    name: 'Germany North',
    nameDe: 'Deutschland Nord',
    names: { it: 'Nord della Germania', es: 'Norte de Alemania', fr: 'Nord de l’Allemagne' },
  },
  South: {
    name: 'Germany South',
    nameDe: 'Deutschland Süd',
    names: { it: 'Sud della Germania', es: 'Sur de Alemania', fr: 'Sud de l’Allemagne' },
  },
  West: {
    name: 'Germany West',
    nameDe: 'Deutschland West',
    names: { it: 'Ovest della Germania', es: 'Oeste de Alemania', fr: 'Ouest de l’Allemagne' },
  },
  East: {
    name: 'Germany East',
    nameDe: 'Deutschland Ost',
    names: { it: 'Est della Germania', es: 'Este de Alemania', fr: 'Est de l’Allemagne' },
  },
};

const byCode = new Map(departureAirports.map((a) => [a.code, a]));

export function findDepartureAirport(code: string): DepartureAirportData | undefined {
  return byCode.get(code.toUpperCase());
}
