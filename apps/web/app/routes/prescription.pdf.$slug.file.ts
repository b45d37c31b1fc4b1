import { prescriptionPdfResponse } from '~/features/prescriptions/prescription-pdf.server';
import type { Route } from './+types/prescription.pdf.$slug.file';

/** The PDF bytes for the viewer's <iframe> and its download link (?download=1). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return prescriptionPdfResponse(request, context, params.slug);
}
