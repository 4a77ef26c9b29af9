/**
 * Nederlandse teksten van de toegankelijkheidsverklaring (`@portal/shared/accessibility`). Alleen de
 * hostserver rendert ze: geen pagina downloadt ze.
 */
export const statementTexts = {
  statement: {
    footer_link: 'Toegankelijkheid',
    page_title: 'Toegankelijkheidsverklaring · {{shop}}',
    title: 'Toegankelijkheidsverklaring',
    intro:
      '{{shop}} wil dat iedereen kan retourneren en ruilen wat hij of zij kocht, ook met alleen een toetsenbord, een schermlezer, vergroting of spraakbesturing. Deze verklaring geldt voor het retourportaal van {{shop}}.',
    standard_title: 'De norm waaraan het voldoet',
    standard_body:
      'Het retourportaal is gebouwd en getest om te voldoen aan de Web Content Accessibility Guidelines (WCAG) 2.2 op niveau AA. Dat niveau vraagt de Europese norm EN 301 549 voor webpagina’s, en zo voldoet een webwinkel aan de European Accessibility Act, die sinds 28 juni 2025 geldt voor e-commercediensten. De onderdelen onder „Bekende beperkingen” voldoen er nog niet volledig aan.',
    tested_title: 'Wat er getest is en hoe',
    tested_automated:
      'Automatische controles: axe-core draait in een echte Chromium-browser op elk scherm en in elk geopend dialoogvenster van het portaal, in de huisstijl van elke winkel waarmee het getest wordt en in een bewust heel lichte merkkleur, en mag geen enkele overtreding vinden van de regels van WCAG 2.0, 2.1 en 2.2 op niveau A en AA.',
    tested_keyboard:
      'Alleen met het toetsenbord: hele retouren worden afgerond met alleen het toetsenbord (Tab, Shift+Tab, Enter, spatie, de pijltjestoetsen en Escape), waarbij gecontroleerd wordt dat de focus naar de kop van elke nieuwe stap gaat en terug naar de knop die een dialoogvenster opende.',
    tested_manual:
      'Wat automatische hulpmiddelen missen, heeft eigen tests: de focus valt nooit achter de kopbalk of de actiebalk, bedieningselementen zijn minstens 24 bij 24 pixels, hulp staat op elke stap op dezelfde plek, wat je al typte wordt niet opnieuw gevraagd, inloggen zonder geheugentest, fouten en laden worden aan schermlezers gemeld, de pagina is bruikbaar op 320 pixels breed en bij 200 % zoom, en minder beweging wordt gerespecteerd.',
    tested_colours:
      'Kleuren: de merkkleuren van de winkel worden waar nodig aangepast, zodat tekst een contrast van minstens 4,5:1 haalt en knoppen, formulierelementen en de focusaanduiding minstens 3:1. Property-based tests controleren dat voor elke kleur.',
    tested_always:
      'Deze tests draaien in een echte browser bij elke wijziging van het portaal; een wijziging die er een breekt, wordt niet uitgebracht.',
    limits_title: 'Bekende beperkingen',
    limits_payment:
      'Betalen voor een retour gebeurt op de eigen pagina van de betaalprovider, waar dit portaal geen invloed op heeft.',
    limits_label:
      'Verzendlabels zijn pdf-bestanden van de vervoerders, om te printen. Een schermlezer kan ze mogelijk niet voorlezen.',
    limits_invoice:
      'De handelsfactuur voor retouren van buiten de EU is een pdf zonder tags: een schermlezer leest hem als platte tekst, zonder koppen of tabelstructuur.',
    limits_content:
      'Productnamen, afbeeldingen en de eigen teksten van de winkel komen van {{shop}}; hoe goed die beschreven zijn, bepaalt de winkel.',
    limits_people:
      'De tests zijn geautomatiseerd en met het toetsenbord. Het portaal is nog niet getest door mensen met een beperking of met elke schermlezer.',
    report_title: 'Een probleem melden',
    report_body:
      'Is iets in dit portaal moeilijk of niet te gebruiken? Laat {{shop}} weten op welke pagina en wat er misging; de winkel kan je helpen je artikelen op een andere manier te retourneren.',
    report_email: 'E-mail:',
    report_url: 'Klantenservice van {{shop}}',
    report_website: 'Website van {{shop}}',
    report_none: 'Neem contact op met {{shop}} via de kanalen waarlangs je bestelde.',
    date: 'Deze verklaring is opgesteld op {{date}}.',
  },
};
