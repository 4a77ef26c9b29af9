import type { Messages } from './en';

/** German texts bundled with the portal. */
export const de: Messages = {
  shell: {
    demo_banner: 'Dieses Retourenportal läuft im Demomodus und verwendet Beispielprodukte',
    exit_demo: 'Demomodus beenden',
    language_button: 'Sprache ändern (aktuell: {{language}})',
    language_dialog_title: 'Wähle deine Sprache',
    close: 'Schließen',
    loading: 'Wird geladen…',
    step_failed_title: 'Dieser Schritt konnte nicht geladen werden',
    step_failed_body: 'Prüfe deine Verbindung und versuche es erneut.',
    retry: 'Erneut versuchen',
    logout: 'Abmelden',
    slice_badge: 'Plattform-Slice {{slice}}',
    skip_to_content: 'Zum Inhalt springen',
  },
  steps: { indicator: 'Schritt {{current}} von {{total}}' },
  login: {
    title: 'Rücksendung oder Umtausch bei {{shop}}',
    email: 'E-Mail-Adresse',
    order_number: 'Bestellnummer',
    submit: 'Weiter',
    error: {
      invalid_credentials: 'Die Kombination aus Bestellnummer und E-Mail-Adresse ist nicht korrekt.',
      unknown: 'Bei der Anmeldung ist etwas schiefgelaufen. Bitte versuche es erneut.',
    },
    magic_link: {
      title: 'Mit einem Link anmelden',
      error: 'Dieser Anmeldelink kann nicht verwendet werden (Code {{code}}). Fordere einen neuen Link an.',
      back: 'Neuen Anmeldelink anfordern',
    },
  },
  select_items: {
    title: 'Welche Artikel möchtest du zurücksenden?',
    select: 'Auswählen',
    unselect: 'Abwählen',
    confirm_one: 'Weiter mit {{count}} Artikel',
    confirm_other: 'Weiter mit {{count}} Artikeln',
  },
  confirm_items: {
    title: 'Prüfe deine Auswahl',
    returns_section: 'Zurückzusendende Artikel',
    confirm: 'Auswahl bestätigen',
    change_selection: 'Auswahl ändern',
  },
  carriers: {
    title: 'Wie möchtest du deine Rücksendung verschicken?',
    back_to_products: 'Zurück zu den Produkten',
  },
  order_confirmation: { title: 'Deine Rücksendung ist registriert' },
  request_confirmation: { title: 'Deine Rücksendeanfrage wurde eingereicht' },
  errors: {
    required: '{{field}} ist erforderlich',
    incorrect: '{{field}} ist nicht korrekt',
    pattern: '{{field}} ist ungültig, zum Beispiel {{example}}',
  },
  error_screen: {
    generic: 'Etwas Unerwartetes ist passiert, entschuldige die Unannehmlichkeiten.',
    internal_server_error: 'Bei uns ist etwas schiefgelaufen.',
    server_down: 'Unser Dienst ist vorübergehend nicht verfügbar.',
    contact_support: 'Support kontaktieren',
    malformed_answer:
      'Wir haben eine Antwort erhalten, die wir nicht lesen konnten. Bitte versuche es später erneut.',
  },
};
