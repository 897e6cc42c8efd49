/**
 * The React-free core: configuration, messages, constants, formatting,
 * rules, cookies, events, schemas, types and the API client.
 */
export * from './config';
export * from './messages';
export * from './constants';
export * from './format';
export * from './rules';
export * from './cookies';
export * from './complaints-cookie';
export * from './events';
export * from './schemas';
export * from './replies/acts';
export * from './replies/history';
export * from './replies/lists';
export * from './replies/places';
export * from './replies/pricelist';
export * from './types';
export * from './api';
