import { accountStyles } from '../../blocks/record-list/account-styles';

/** Every sheet <b2b-counterparties> needs, in cascade order. */
export const counterpartiesStyles: readonly string[] = accountStyles;
