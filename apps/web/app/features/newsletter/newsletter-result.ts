/** The sign-up's answer: the API's own text, or `failed` for the form's 'Error! try again'. */
export interface NewsletterResult {
  tone: 'success' | 'error';
  text?: string;
  failed?: boolean;
}
