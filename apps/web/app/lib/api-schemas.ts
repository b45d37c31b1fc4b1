
/** The contract's route table with every zod schema: loaded by the API client on its first call (ADR 020). */
export { routes } from '@apotek/contract/routes';
export { errorBody } from '@apotek/contract/envelope';
