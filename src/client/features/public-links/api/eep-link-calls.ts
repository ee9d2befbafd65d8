import { queryOptions } from '@tanstack/react-query';
import { ESCALATION_PATHS } from '@domain/escalations/escalation-constants';
import type { EepCsatAnswer, EepLinkAnswer, EepLinkView, EepUpdateAnswer } from '@domain/escalations/escalations-api';
import type { LinkAnswer } from '@domain/public-links/public-links-api';
import { linkApi as eepApi } from './public-link-calls';

export interface EepLinkParams {
  purpose: EepLinkView['purpose'];
  token: string;
  escalationId?: string;
}

export const eepLinkViewQuery = ({ purpose, token, escalationId }: EepLinkParams) =>
  queryOptions({
    queryKey: ['public-link', purpose, token, escalationId ?? null],
    queryFn: ({ signal }) => eepApi<EepLinkView>(ESCALATION_PATHS.publicView, { query: { purpose, token, ...(escalationId ? { escalationId } : {}) }, signal }),
    retry: false,
    staleTime: Infinity,
  });

/** The answer as the link pages show it ("Thanks — …"). */
const asLinkAnswer = (answer: EepLinkAnswer): LinkAnswer => ({ message: answer.message, followUpUrl: null, requestNumber: null });

export const postManufacturerUpdate = async (body: EepUpdateAnswer) =>
  asLinkAnswer(await eepApi<EepLinkAnswer>(ESCALATION_PATHS.publicUpdate, { method: 'POST', body }));
export const rateManufacturer = async (body: EepCsatAnswer) => asLinkAnswer(await eepApi<EepLinkAnswer>(ESCALATION_PATHS.publicCsat, { method: 'POST', body }));
