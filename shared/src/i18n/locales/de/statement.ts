/**
 * Deutsche Texte der Erklärung zur Barrierefreiheit (`@portal/shared/accessibility`). Nur der
 * Host-Server rendert sie: keine Seite lädt sie herunter.
 */
export const statementTexts = {
  statement: {
    footer_link: 'Barrierefreiheit',
    page_title: 'Erklärung zur Barrierefreiheit · {{shop}}',
    title: 'Erklärung zur Barrierefreiheit',
    intro:
      '{{shop}} möchte, dass alle ihre Einkäufe zurücksenden und umtauschen können, auch nur mit der Tastatur, mit einem Screenreader, mit Vergrößerung oder mit Sprachsteuerung. Diese Erklärung gilt für das Retourenportal von {{shop}}.',
    standard_title: 'Der erfüllte Standard',
    standard_body:
      'Das Retourenportal ist so gebaut und getestet, dass es die Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA erfüllt. Diese Stufe verlangt die europäische Norm EN 301 549 für Webseiten, und so erfüllt ein Onlineshop den European Accessibility Act (in Deutschland das Barrierefreiheitsstärkungsgesetz), der seit dem 28. Juni 2025 für den elektronischen Geschäftsverkehr gilt. Die unter „Bekannte Einschränkungen“ genannten Teile erfüllen ihn noch nicht vollständig.',
    tested_title: 'Was wie getestet wurde',
    tested_automated:
      'Automatische Prüfungen: axe-core läuft in einem echten Chromium-Browser auf jeder Seite und in jedem geöffneten Dialog des Portals, im Design jedes Shops, mit dem es getestet wird, und in einer absichtlich sehr hellen Markenfarbe, und darf keinen Verstoß gegen die Regeln der WCAG 2.0, 2.1 und 2.2 der Stufen A und AA finden.',
    tested_keyboard:
      'Nur mit der Tastatur: ganze Retouren werden allein mit der Tastatur abgeschlossen (Tab, Umschalt+Tab, Eingabe, Leertaste, Pfeiltasten und Escape); dabei wird geprüft, dass der Fokus zur Überschrift jedes neuen Schritts springt und zur Schaltfläche zurückkehrt, die einen Dialog geöffnet hat.',
    tested_manual:
      'Was automatische Werkzeuge nicht finden, hat eigene Tests: der Fokus wird nie von der Kopfzeile oder der Aktionsleiste verdeckt, Bedienelemente sind mindestens 24 × 24 Pixel groß, Hilfe steht auf jedem Schritt an derselben Stelle, schon Eingegebenes wird nicht erneut abgefragt, die Anmeldung verlangt keinen Gedächtnistest, Fehler und Ladezustände werden Screenreadern angesagt, die Seite ist bei 320 Pixel Breite und 200 % Zoom bedienbar, und reduzierte Bewegung wird beachtet.',
    tested_colours:
      'Farben: die Markenfarben des Shops werden wo nötig angepasst, sodass Text einen Kontrast von mindestens 4,5:1 erreicht und Schaltflächen, Formularelemente und die Fokusanzeige mindestens 3:1. Eigenschaftsbasierte Tests prüfen das für jede beliebige Farbe.',
    tested_always:
      'Diese Tests laufen bei jeder Änderung des Portals in einem echten Browser; eine Änderung, die einen davon bricht, wird nicht veröffentlicht.',
    limits_title: 'Bekannte Einschränkungen',
    limits_payment:
      'Die Bezahlung einer Retoure erfolgt auf der eigenen Seite des Zahlungsanbieters, auf die dieses Portal keinen Einfluss hat.',
    limits_label:
      'Versandetiketten sind PDF-Dateien der Versanddienstleister zum Ausdrucken. Ein Screenreader kann sie möglicherweise nicht vorlesen.',
    limits_invoice:
      'Die Handelsrechnung für Retouren von außerhalb der EU ist ein PDF ohne Tags: ein Screenreader liest sie als reinen Text, ohne Überschriften und Tabellenstruktur.',
    limits_content:
      'Produktnamen, Bilder und die eigenen Texte des Shops stammen von {{shop}}; wie gut sie beschrieben sind, liegt beim Shop.',
    limits_people:
      'Die Tests sind automatisiert und mit der Tastatur. Das Portal wurde noch nicht von Menschen mit Behinderungen oder mit jedem Screenreader getestet.',
    report_title: 'Ein Problem melden',
    report_body:
      'Ist etwas in diesem Portal für Sie schwer oder gar nicht zu bedienen? Teilen Sie {{shop}} mit, auf welcher Seite und was nicht funktioniert hat; der Shop kann Ihnen helfen, Ihre Artikel auf anderem Weg zurückzusenden.',
    report_email: 'E-Mail:',
    report_url: 'Kundenservice von {{shop}}',
    report_website: 'Website von {{shop}}',
    report_none: 'Wenden Sie sich über die Wege an {{shop}}, über die Sie bestellt haben.',
    date: 'Diese Erklärung wurde am {{date}} erstellt.',
  },
};
