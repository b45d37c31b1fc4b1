import { useState } from 'react';

/**
 * Who a form is about, "self" or "family", and the patient's name: for themselves it starts as the
 * account's name; switching to a family member clears that name, switching back fills it in again.
 */
export function usePatientChoice(initial: { patient_type?: string | undefined; patient_name?: string | undefined }, userName: string) {
  const [patient, setPatient] = useState<'self' | 'family'>(initial.patient_type === 'family' ? 'family' : 'self');
  const [patientName, setPatientName] = useState(initial.patient_name ?? (patient === 'self' ? userName : ''));
  function choosePatient(kind: 'self' | 'family') {
    setPatient(kind);
    if (kind === 'family' && patientName === userName) setPatientName('');
    if (kind === 'self' && patientName === '') setPatientName(userName);
  }
  return { patient, patientName, setPatientName, choosePatient };
}
