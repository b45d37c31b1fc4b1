import * as health from './health-tracker.ts';
import { consultationIdParams } from './consultations.ts';
import { route } from './route-def.ts';

/**
 * Routes of issue 14 (health tracker; docs/decisions/035-health-tracker.md); spread into the route table
 * in routes.ts. Entries are health data (UU PDP 27/2022): writes need the recorded health-data consent.
 */
export const healthTrackerRoutes = {
  healthTrackers: route({ method: 'GET', path: '/api/my/health-tracker', response: health.healthOverviewResponse, auth: 'user', tags: ['health'], summary: "The caller's trackers with their entries (BMI by created_at, the others by date; a missing date as 1970-01-01) and the consent state" }),
  healthTrackerByName: route({ method: 'GET', path: '/api/my/health-tracker/by-name', query: health.healthByNameQuery, response: health.healthTrackerResponse, auth: 'user', tags: ['health'], summary: 'One tracker of the caller by name, sorted as the list' }),
  healthEntryAdd: route({ method: 'POST', path: '/api/my/health-tracker', body: health.healthEntryBody, response: health.healthEntryResponse, auth: 'user', tags: ['health'], summary: 'Record an entry of a tracker (409 until the health-data consent is given)' }),
  healthEntryDelete: route({ method: 'DELETE', path: '/api/my/health-tracker/:id', params: health.healthEntryIdParams, response: health.healthDeleteResponse, auth: 'user', tags: ['health'], summary: "Delete one of the caller's entries (another's: 404)" }),
  healthConsent: route({ method: 'POST', path: '/api/my/health-tracker/consent', body: health.healthConsentBody, response: health.healthConsentResponse, auth: 'user', tags: ['health'], summary: 'Give the explicit health-data consent (UU PDP), recorded with its version' }),
  bmi: route({ method: 'GET', path: '/api/bmi', query: health.bmiQuery, response: health.bmiTrackerResponse, auth: 'user', tags: ['health'], summary: "The caller's BMI entries by created_at, with the latest index and its category" }),
  bmiCalculator: route({ method: 'POST', path: '/api/bmi/calculator', body: health.bmiBody, response: health.bmiCalculatorResponse, auth: 'guest', tags: ['health'], summary: 'Compute a BMI and its Asia-Pacific category without storing it (guests too)' }),
  bmiAdd: route({ method: 'POST', path: '/api/bmi', body: health.bmiBody, response: health.healthEntryResponse, auth: 'user', tags: ['health'], summary: 'Record a BMI entry from height and weight (409 until the health-data consent is given)' }),
  consultationHealth: route({ method: 'GET', path: '/api/consultation/:id/health', params: consultationIdParams, response: health.consultationHealthResponse, auth: { scope: 'consultations:answer' }, tags: ['health', 'consultations'], summary: "The patient's trackers for the doctor of a consultation under way, with the patient's consent; every read is logged" }),
} as const satisfies Record<string, ReturnType<typeof route>>;
