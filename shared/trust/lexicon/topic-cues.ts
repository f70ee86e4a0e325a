// AI named as a topic, not as the reader: one row per language of the cue languages (lexicon/agent-cues.ts).
//
// The addressing tables (ADDRESSING, ADDRESSING_ANY in lexicon/addressing.ts, with the cue rows appended) find an AI
// reader named in any language. Ordinary mail names AI as a class it talks about: a data-protection authority's
// guidance on the use of AI assistants in public services, a webinar on chatbots in schools, a citizen who knows
// that many town halls use an AI assistant to read the mail, a council announcing that an AI assistant will answer
// enquiries. English keeps most such plurals out (NOT_A_TOPIC); the other languages did not. These rows name the
// AI inside a TOPIC FRAME: the use, deployment, introduction, rules, guidance, risks, training, webinars, articles,
// studies, policy or law of / about / on AI assistants, agents, systems, chatbots or artificial intelligence; towns,
// offices and schools that use or introduce one; "with the help of AI"; "AI assistants in public administration";
// "an AI assistant will answer your questions" said of a service. Every hit holds the frame and the AI name in one
// match, so an addressing hit that starts inside it is the topic's name, not a word to the reader (injection.ts
// drops it; `directive` hits and requests are left as they are).
//
// What is not a topic frame: dedications and vocatives ("to / for / dear / attention / note for the AI assistant",
// "AI assistant, please …", "if you are an AI assistant"), and words that mean both "guidance" and "instructions"
// (German "Anweisung", Greek "οδηγίες", Hebrew "הנחיות", Somali "tilmaamaha"): "instructions for the AI assistant"
// is what an injection writes. No row takes "for" / "für" / "para" / "pour" after its frame noun, and no row takes
// an imperative that can turn to the reader ("use …", "utiliza …"): the adoption verbs are third or first person
// plural ("they use", "we are introducing") or participles.
//
// Conventions are those of agent-cues.ts and reader-cues.ts: lowercase sources, NFKC-normalised, no word guards in
// UNSPACED scripts, Latin-script rows that mail writes without diacritics through `unmarked`, `romanian`, `serbian`,
// `azerbaijani`, `yoruba`, `hausa`; Turkish "ı" written "[ıi]"; invisible joiners (ZWNJ, ZWJ) left out, since the
// normaliser strips them. Performance: frames come first (the screen places an entry by its start: a frame word, or
// the AI name for the frames that follow it), gaps are bounded (≤ 40) and stop at a comma, a colon or the end of a
// sentence where the frame follows the name, so "KI-Assistent, bitte …" never meets a frame after its comma.
import {
  alt,
  azerbaijani,
  conceptTable,
  gap,
  hausa,
  type Lang,
  near,
  type PhraseTable,
  romanian,
  serbian,
  UNSPACED,
  unmarked,
  yoruba,
} from "./combinators.js";

/** One row per language. Fields are alternations (regex sources, lowercase). */
export interface TopicRow {
  /** The AI as the language's mail names it as a class: AI assistants, agents, systems, tools, chatbots, language
   * models, artificial intelligence, in the forms the addressing rows know (singular, plural, the loan "AI"). */
  name: string;
  /** Topic frames before the name: the use / deployment / introduction / rules / guidance / risks / training /
   * webinar / article / study / policy / law of, about or on (never "for"). */
  before?: string;
  /** Adoption before the name, said of others or of the writer's organisation: "(towns) use an", "we are
   * introducing", "with the help of" (third or first person, never an imperative; not "thanks to", which also thanks
   * the reader). */
  adopt?: string;
  /** The bare abbreviations ("ai", "ki", "ia"): in the frames before the name, and straight before a frame that
   * follows (a short word is placed by the screen only with what follows it). */
  abbr?: string;
  /** Frames after the name, within a clause (no comma, colon or sentence end between): the postposition languages'
   * "AI の活用", "yapay zeka kullanımı", "एआई सहायक का उपयोग"; "… in public administration / schools"; "… will
   * answer your questions"; "… are being used". */
  after?: string;
}

/** A name before a frame that follows it: only within a clause, so a vocative's comma ends it. */
const follow = (lang: Lang, name: string, after: string, n = 24) => {
  const guard = UNSPACED.has(lang) ? "" : "(?<![\\p{L}\\p{N}])";
  const least = UNSPACED.has(lang) ? 0 : 1;
  return `(?:${name})[^,，、:：.!?;。！？।۔\\n]{${least},${gap(lang, n)}}?${guard}(?:${after})`;
};

/** Latin "ai" in the unspaced scripts, which take no word guards: not the "ai" of "email" or "said". */
const LATIN_AI = "(?<![a-z])ai(?![a-z])";

const ROWS: Partial<Record<Lang, TopicRow>> = {
  en: {
    name: alt(
      "(?:ai|a\\.i\\.|llm)[- ](?:powered |based |driven )?(?:assistants?|agents?|systems?|chatbots?|tools?|models?|bots?|copilots?|helpers?)(?![\\p{L}\\p{N}])",
      "(?:artificial intelligence|gen(?:erative)? ?ai)[- ](?:powered |based |driven )?(?:assistants?|agents?|systems?|chatbots?|tools?|models?|bots?|copilots?|helpers?)(?![\\p{L}\\p{N}])",
      "artificial intelligence",
      "gen(?:erative)? ?ai(?![\\p{L}\\p{N}])",
      "(?:virtual|digital|automated|intelligent|smart) (?:assistants?|agents?|chatbots?)",
      "chatbots?",
      "(?:large )?language models?",
      "chatgpt",
      "copilot",
    ),
    abbr: "ai|a\\.i\\.|llms?",
    before:
      "(?:use|usage|uses|deployment|introduction|adoption|rollout|roll-out|integration|rules|regulation|guidance|guidelines|guide|policy|policies|law|laws|framework|risks?|dangers|impact|ethics|training|course|workshop|webinar|seminar|conference|talk|article|paper|study|studies|survey|report|research|debate|discussion|concerns|experiences?|pilot|trial|tips|best practices|handbook|faq) (?:on|about|of|around|regarding|concerning|into|in)(?![\\p{L}])",
    adopt:
      "(?:uses|using|are using|now use|already use|use (?:an?|their|our|such)|introduc(?:es|ed|ing)|deploy(?:s|ed|ing)|adopt(?:s|ed|ing)|piloting|trialling|testing|roll(?:s|ed|ing) out|rolled out|launch(?:es|ed|ing)|with the help of|powered by|supported by)(?![\\p{L}])",
    after: alt(
      "(?:in|within|across) (?:the )?(?:public (?:sector|administration|services?|bodies)|(?:local )?government|administrations?|municipalities|councils|town halls|schools?|education|classrooms?|the workplace|workplaces|companies|businesses|healthcare|hospitals)",
      "will (?:soon |now |from now on |in future |also )?(?:answer|respond to|reply to) (?:your |citizens'? |customer |residents'? |simple |routine |the )?(?:questions|queries|enquiries|inquiries|requests|calls)",
      "(?:is|are) (?:now |increasingly |already |being |also )*(?:used|deployed|introduced|tested|piloted|changing|transforming|reshaping)",
    ),
  },
  de: {
    name: alt(
      "(?:ki)-? ?(?:assistent|agent|system|modell|chatbot|tool|werkzeug|anwendung|lösung|bot)\\p{L}*",
      "(?:künstlich\\p{L}* intelligenz|generativ\\p{L}* ki)-? ?(?:assistent|agent|system|modell|chatbot|tool|werkzeug|anwendung|lösung|bot)\\p{L}*",
      "künstlich\\p{L}* intelligenz",
      "generativ\\p{L}* ki(?![\\p{L}\\p{N}])",
      "(?:virtuell|digital)\\p{L}* (?:assistent|agent)\\p{L}*",
      "chatbot\\p{L}*",
      "sprachmodell\\p{L}*",
      "chatgpt",
      "copilot",
    ),
    abbr: "ki",
    before:
      "(?:einsatz|nutzung|verwendung|anwendung|einführung|umgang|regeln|regelung\\p{L}*|richtlinie\\p{L}*|leitfaden|leitlinie\\p{L}*|hinweise|empfehlung\\p{L}*|orientierungshilfe|handreichung|risiken|chancen|gefahren|schulung\\p{L}*|fortbildung\\p{L}*|weiterbildung\\p{L}*|webinar\\p{L}*|seminar\\p{L}*|workshop\\p{L}*|vortrag|artikel|beitrag|studie|umfrage|bericht|gesetz|verordnung|datenschutz|erfahrung\\p{L}*|pilotprojekt) (?:zu[mr]?|von|über|mit|bei|beim|im)(?![\\p{L}])",
    adopt:
      "(?:nutzen (?!sie )|setzen (?!sie )|verwenden (?!sie )|testen (?!sie )|erproben|eingesetzt|genutzt|eingeführt|einsetzen|einzusetzen|einführen|mithilfe|mit hilfe)",
    after: alt(
      "(?:in|im|in der|in den|an) (?:der |den )?(?:öffentlich\\p{L}* (?:verwaltung|dienst)|verwaltung\\p{L}*|behörde\\p{L}*|kommune\\p{L}*|rathäuser\\p{L}*|schule\\p{L}*|unterricht|unternehmen|bürgerkommunikation|bürgerservice|arbeitsalltag|gesundheitswesen)",
      "(?:wird|werden) [^,.!?;:\\n]{0,40}?(?:beantworten|entgegennehmen)",
      "(?:ihre|eure|deine|die|alle) (?:\\p{L}+ )?(?:anfragen|fragen|anliegen) (?:\\p{L}+ )?(?:beantworten|beantwortet|entgegennehmen)",
      "(?:wird|werden|ist|sind) (?:\\p{L}+ ){0,3}?(?:eingesetzt|genutzt|verwendet|eingeführt|getestet|erprobt)",
    ),
  },
  fr: {
    name: alt(
      "(?:assistant|agent|outil|système|robot|modèle)s? (?:conversationnel\\p{L}* |virtuel\\p{L}* )?(?:d'|de l')?(?:ia|ai|intelligence artificielle)",
      "(?:assistant|agent)s? (?:virtuel|conversationnel|intelligent)\\p{L}*",
      "intelligence artificielle",
      "ia générative",
      "chatbots?",
      "modèles? de langage",
      "chatgpt",
    ),
    abbr: "ia",
    before:
      "(?:utilisation|usage|recours|déploiement|mise en place|introduction|adoption|intégration|règles|encadrement|réglementation|règlement|guide|charte|recommandations|lignes directrices|bonnes pratiques|risques|enjeux|dangers|formation|webinaire|webinar|atelier|séminaire|conférence|article|étude|enquête|rapport|politique|loi|retour d'expérience|expérimentation|projet pilote)s? (?:de l'|d'|de la |des |du |de |sur l'|sur les |sur la |sur le |autour de l'|autour des |concernant l'|concernant les |à l'|aux |en matière d')",
    adopt:
      "(?:utilisent|utilisons|utilisé\\p{L}*|recourent|déploient|déployé\\p{L}*|testent|testons|introduisons|introduisent|adoptent|mettent en place|mettons en place|lancent|lançons|avec l'aide d|à l'aide d|grâce à)",
    after: alt(
      "(?:dans|au sein de) (?:l'|les |la |le |nos )?(?:administration\\p{L}*|service\\p{L}* public\\p{L}*|collectivités|mairies|communes|écoles|établissements|entreprises|enseignement|santé|relation citoyen)",
      "(?:répondra|répondront) (?:désormais |bientôt |aussi |également )?(?:à |aux )?(?:vos |les |des )?(?:questions|demandes|appels)",
      "(?:est|sont) (?:désormais |de plus en plus |déjà )?(?:utilisé|déployé|testé|mis en place|introduit)\\p{L}*",
    ),
  },
  es: {
    name: alt(
      "(?:asistente|agente|herramienta|sistema|chatbot|modelo|robot)s? (?:virtual(?:es)? |conversacional(?:es)? )?(?:de |con |basad[oa]s? en )?(?:ia|ai|inteligencia artificial)",
      "(?:asistente|agente)s? (?:virtual|conversacional|inteligente)\\p{L}*",
      "inteligencia artificial",
      "ia generativa",
      "chatbots?",
      "modelos? de lenguaje",
      "chatgpt",
    ),
    abbr: "ia",
    before:
      "(?:uso|utilización|empleo|implantación|implementación|despliegue|introducción|adopción|incorporación|integración|normas|reglas|regulación|reglamento|guía|directrices|recomendaciones|buenas prácticas|riesgos|retos|peligros|formación|capacitación|curso|taller|seminario|webinar|jornada|conferencia|artículo|estudio|encuesta|informe|política|ley|experiencia|proyecto piloto)s? (?:de la |del |de los |de las |de |sobre la |sobre el |sobre los |sobre |acerca de |en torno a |con )",
    adopt:
      "(?:usan|utilizan|emplean|usamos|utilizamos|implantan|implementan|despliegan|introducen|incorporan|adoptan|prueban|probamos|están probando|están usando|han implantado|ha implantado|han incorporado|con ayuda de|con la ayuda de)(?![\\p{L}])",
    after: alt(
      "(?:en|dentro de) (?:la |las |los |el |nuestr[oa]s? )?(?:administraci[oó]n\\p{L}*|sector público|ayuntamientos?|municipios?|servicios? públicos?|escuelas?|colegios?|aulas?|educación|empresas?|sanidad|atención (?:ciudadana|al ciudadano))",
      "(?:responderá|responderán|atenderá|atenderán) (?:a partir de ahora |próximamente |pronto |también )?(?:sus |tus |las |a )?(?:sus |las )?(?:consultas|preguntas|llamadas|solicitudes|dudas)",
      "(?:se usa|se utiliza|se usan|se utilizan|se emplea|se emplean|está siendo|están siendo)",
    ),
  },
  it: {
    name: alt(
      "(?:assistent|agent|strument|sistem|modell)\\p{L}* (?:virtual\\p{L}* |conversazional\\p{L}* )?(?:di |basat\\p{L}* su(?:ll')? )?(?:ia|ai|intelligenza artificiale)(?![\\p{L}])",
      "(?:assistent|agent)\\p{L}* (?:virtual|intelligent)\\p{L}*",
      "intelligenza artificiale",
      "ia generativa",
      "chatbot",
      "modell\\p{L}* linguistic\\p{L}*",
      "chatgpt",
    ),
    before:
      "(?:uso|utilizzo|impiego|adozione|introduzione|diffusione|integrazione|regole|norme|linee guida|regolamento|regolamentazione|raccomandazioni|buone pratiche|rischi|sfide|formazione|corso|webinar|seminario|workshop|convegno|articolo|studio|indagine|rapporto|politica|legge|esperienza|progetto pilota|sperimentazione) (?:dell'|dei |degli |della |delle |del |di |sull'|sugli |sulla |sui |sul |su )",
    adopt:
      "(?:usano|utilizzano|impiegano|usiamo|utilizziamo|adottano|adottiamo|introducono|introduciamo|stanno testando|sperimentano|hanno introdotto|abbiamo introdotto|con l'aiuto d)",
    after: alt(
      "(?:nella|nelle|negli|nei|nel) (?:pubblica amministrazione|amministrazion\\p{L}*|comun\\p{L}*|scuol\\p{L}*|aziend\\p{L}*|imprese|sanità|servizi pubblici)",
      "(?:risponderà|risponderanno) (?:alle |a )?(?:sue |tue |vostre |le )?(?:domande|richieste|chiamate)",
      "(?:viene|vengono|è|sono) (?:ormai |già |sempre più )?(?:usat|utilizzat|impiegat|introdott|adottat)\\p{L}*",
    ),
  },
  pt: {
    name: alt(
      "(?:assistente|agente|ferramenta|sistema|chatbot|modelo)s? (?:virtua\\p{L}* |conversaciona\\p{L}* )?(?:de |com |baseado\\p{L}* em )?(?:ia|ai|intelig[êe]ncia artificial)(?![\\p{L}])",
      "(?:assistente|agente)s? (?:virtua|inteligente)\\p{L}*",
      "intelig[êe]ncia artificial",
      "ia generativa",
      "chatbots?",
      "modelos? de linguagem",
      "chatgpt",
    ),
    before:
      "(?:uso|utilização|emprego|implementação|implantação|adoção|introdução|integração|regras|normas|regulamentação|regulamento|guia|diretrizes|recomendações|boas práticas|riscos|desafios|formação|capacitação|treinamento|curso|oficina|workshop|webinar|webinário|seminário|palestra|artigo|estudo|pesquisa|relatório|política|lei|experiência|projeto piloto)s? (?:da |do |dos |das |de |sobre (?:a |o |os |as )?|acerca d\\p{L}* |com )",
    adopt:
      "(?:usam|utilizam|empregam|usamos|utilizamos|adotam|adotamos|implementam|implantam|introduzem|estão testando|estão a testar|estão usando|estão a usar|com a ajuda d|com ajuda d|graças a)",
    after: alt(
      "(?:na|nas|no|nos) (?:administração pública|administração|setor público|sector público|prefeituras?|câmaras municipais|municípios|serviços públicos|escolas?|salas de aula|educação|empresas?|saúde|atendimento ao cidadão)",
      "(?:responderá|responderão|vai responder|irá responder) (?:às |a |as )?(?:suas |seus |tuas )?(?:perguntas|dúvidas|solicitações|pedidos|chamadas)",
    ),
  },
  nl: {
    name: alt(
      "(?:ai)[- ]?(?:assistent|agent|systeem|systemen|chatbot|tool|model|toepassing)\\p{L}*",
      "(?:kunstmatige intelligentie|generatieve ai)[- ]?(?:assistent|agent|systeem|systemen|chatbot|tool|model|toepassing)\\p{L}*",
      "kunstmatige intelligentie",
      "generatieve ai",
      "chatbot\\p{L}*",
      "taalmodel\\p{L}*",
      "(?:virtuele|digitale) (?:assistent|agent)\\p{L}*",
      "chatgpt",
    ),
    abbr: "ai",
    before:
      "(?:gebruik|inzet|invoering|introductie|toepassing|regels|richtlijn\\p{L}*|handreiking|beleid|wet|risico's|risico|gevaren|training|cursus|workshop|webinar|seminar|artikel|onderzoek|enquête|rapport|ervaringen|pilot) (?:van|over|met|rond|rondom|bij)(?![\\p{L}])",
    adopt:
      "(?:gebruiken|gebruikt|inzetten|ingezet|testen|experimenteren met|introduceren|ingevoerd|met behulp van|dankzij)(?![\\p{L}])",
    after: alt(
      "(?:in|bij|binnen) (?:de |het |onze )?(?:overheid|gemeente\\p{L}*|publieke sector|scholen|onderwijs|klas\\p{L}*|bedrijven|zorg|dienstverlening)",
      "(?:zal|gaat|zullen|gaan) (?:binnenkort |voortaan |ook )?(?:uw |je |jouw )?(?:vragen|verzoeken) (?:beantwoorden|afhandelen)",
      "(?:wordt|worden) (?:\\p{L}+ ){0,2}?(?:gebruikt|ingezet|getest|ingevoerd)",
    ),
  },
  sv: {
    name: alt(
      "(?:ai)[- ]?(?:assistent|agent|system|chatbot|verktyg|modell)\\p{L}*",
      "(?:artificiell intelligens|generativ ai)[- ]?(?:assistent|agent|system|chatbot|verktyg|modell)\\p{L}*",
      "artificiell intelligens",
      "generativ ai",
      "chatt?bot\\p{L}*",
      "språkmodell\\p{L}*",
      "(?:virtuell|digital)a? (?:assistent|agent)\\p{L}*",
      "chatgpt",
    ),
    abbr: "ai",
    before:
      "(?:användning\\p{L}*|användandet|införande\\p{L}*|regler|riktlinjer|vägledning|policy|lag|lagen|risker|utbildning\\p{L}*|kurs|workshop|webbinar\\p{L}*|webinar|seminarium|artikel|artikeln|studie|undersökning|rapport|erfarenheter|pilotprojekt)(?:na)? (?:av|om|kring|med|gällande|inom)(?![\\p{L}])",
    adopt: "(?:använder|använts|inför|infört|testar|provar|tagit i bruk|med hjälp av|tack vare)(?![\\p{L}])",
    after: alt(
      "(?:i|inom|på) (?:den )?(?:offentlig\\p{L}* (?:sektor\\p{L}*|förvaltning\\p{L}*)|kommuner\\p{L}*|kommunen|myndighet\\p{L}*|skol\\p{L}*|förvaltning\\p{L}*|vården|företag\\p{L}*)",
      "(?:kommer att|ska) (?:snart |framöver |även )?(?:svara på|besvara) (?:dina |era )?(?:frågor|ärenden)",
    ),
  },
  pl: {
    name: alt(
      "(?:asysten[tc]|agent|narzędzi|system|model|chatbot)\\p{L}* (?:ai|si|sztucznej inteligencji|opart\\p{L}* na (?:ai|sztucznej inteligencji))(?![\\p{L}])",
      "(?:wirtualn|cyfrow)\\p{L}* (?:asysten[tc]|agent)\\p{L}*",
      "sztuczn\\p{L}* inteligencj\\p{L}*",
      "chatbot\\p{L}*",
      "model\\p{L}* językow\\p{L}*",
    ),
    abbr: "ai",
    before:
      "(?:wykorzystani\\p{L}*|użyci\\p{L}*|stosowani\\p{L}*|zastosowani\\p{L}*|wdrożeni\\p{L}*|wprowadzeni\\p{L}*|zasad\\p{L}*|regulacj\\p{L}*|wytyczn\\p{L}*|rekomendacj\\p{L}*|ryzyk\\p{L}*|zagrożeni\\p{L}*|szkoleni\\p{L}*|kurs\\p{L}*|warsztat\\p{L}*|webinar\\p{L}*|artykuł\\p{L}*|badani\\p{L}*|ankiet\\p{L}*|raport\\p{L}*|polityk\\p{L}*|ustaw\\p{L}*|pilotaż\\p{L}*)(?: (?:o|na temat|dotycząc\\p{L}*|w zakresie|w sprawie|z))?(?![\\p{L}])",
    adopt:
      "(?:używa|używają|używamy|korzysta z|korzystają z|korzystamy z|stosuje|stosują|wdraża|stosujemy|wdrażają|wdrażamy|wdrożył\\p{L}*|wprowadzają|wprowadzamy|wprowadził\\p{L}*|testują|testujemy|za pomocą|przy pomocy|dzięki)(?![\\p{L}])",
    after: alt(
      "(?:w|we) (?:administracji\\p{L}*|urzęd\\p{L}*|gmin\\p{L}*|samorząd\\p{L}*|szkoł\\p{L}*|szkole|edukacji|firm\\p{L}*|przedsiębiorstw\\p{L}*|służbie zdrowia|sektorze publicznym)",
      "(?:będzie|będą) (?:wkrótce |teraz |od teraz |również )?(?:odpowiadać|odpowiadał\\p{L}*) na (?:pytania|zapytania)",
    ),
  },
  cs: {
    name: unmarked(
      alt(
        "(?:asistent|agent|nástroj|systém|model|chatbot)\\p{L}* (?:ai|umělé inteligence|s umělou inteligencí)(?![\\p{L}])",
        "(?:ai) (?:asistent|agent|nástroj|systém|chatbot)\\p{L}*",
        "(?:virtuální|digitální) (?:asistent|agent|nástroj|systém|chatbot)\\p{L}*",
        "uměl\\p{L}* inteligenc\\p{L}*",
        "chatbot\\p{L}*",
        "jazykov\\p{L}* model\\p{L}*",
      ),
    ),
    before: unmarked(
      "(?:využití|využívání|použití|používání|nasazení|zavedení|zavádění|pravidla|pravidel|regulace|pokyny|doporučení|metodik\\p{L}*|rizika|rizik|školení|kurz|workshop|webinář\\p{L}*|seminář|článek|studie|průzkum|zpráv\\p{L}*|politik\\p{L}*|zákon\\p{L}*|zkušenost\\p{L}*|pilotní projekt)(?: (?:o|k|ke|na téma|ohledně|týkající se|s))?(?![\\p{L}])",
    ),
    adopt: unmarked(
      "(?:používá|využívá|zavádí|používají|využívají|používáme|využíváme|zavádějí|zavádíme|zavedl\\p{L}*|nasadil\\p{L}*|nasazují|testují|testujeme|pomocí|s pomocí|díky)(?![\\p{L}])",
    ),
    after: unmarked(
      alt(
        "(?:ve?|na) (?:veřejné správě|státní správě|úřadech|obcích|školách|školství|výuce|firmách|podnicích|zdravotnictví)",
        "(?:bude|budou) (?:nově |brzy |nyní |také )?odpovídat na (?:dotazy|otázky)",
      ),
    ),
  },
  sk: {
    name: unmarked(
      alt(
        "(?:asistent|agent|nástroj|systém|model|chatbot)\\p{L}* (?:ai|umelej inteligencie|s umelou inteligenciou)(?![\\p{L}])",
        "(?:ai) (?:asistent|agent|nástroj|systém|chatbot)\\p{L}*",
        "(?:virtuáln\\p{L}*|digitáln\\p{L}*) (?:asistent|agent|nástroj|systém|chatbot)\\p{L}*",
        "umel\\p{L}* inteligenci\\p{L}*",
        "chatbot\\p{L}*",
        "jazykov\\p{L}* model\\p{L}*",
      ),
    ),
    before: unmarked(
      "(?:využiti\\p{L}*|využívani\\p{L}*|použiti\\p{L}*|používani\\p{L}*|nasadeni\\p{L}*|zavedeni\\p{L}*|zavádzani\\p{L}*|pravidl\\p{L}*|regulácia|regulácie|usmerneni\\p{L}*|odporúčani\\p{L}*|rizik\\p{L}*|školeni\\p{L}*|kurz|workshop|webinár\\p{L}*|seminár|článok|štúdi\\p{L}*|prieskum|správ\\p{L}*|politik\\p{L}*|zákon\\p{L}*|skúsenost\\p{L}*|pilotný projekt)(?: (?:o|k|ku|na tému|ohľadom|týkajúc\\p{L}* sa|s))?(?![\\p{L}])",
    ),
    adopt: unmarked(
      "(?:používa|využíva|zavádza|používajú|využívajú|používame|využívame|zavádzajú|zavádzame|zaviedl\\p{L}*|nasadil\\p{L}*|nasadzujú|testujú|testujeme|pomocou|s pomocou|vďaka)(?![\\p{L}])",
    ),
    after: unmarked(
      alt(
        "(?:vo?|na) (?:verejnej správe|štátnej správe|úradoch|obciach|školách|školstve|vyučovaní|firmách|podnikoch|zdravotníctve)",
        "(?:bude|budú) (?:čoskoro |odteraz |tiež )?odpovedať na (?:otázky|dotazy)",
      ),
    ),
  },
  ru: {
    name: alt(
      "(?:ии|ai)-?(?:ассистент|агент|помощник|систем|модел|бот|чат-бот|инструмент)\\p{L}*",
      "(?:нейросет\\p{L}*)-?(?:ассистент|агент|помощник|систем|модел|бот|чат-бот|инструмент)\\p{L}*",
      "(?:ассистент|агент|помощник|систем|модел|чат-?бот|бот|инструмент)\\p{L}* (?:на основе |с )?(?:ии|ai|искусственн\\p{L}* интеллект\\p{L}*|нейросет\\p{L}*)(?![\\p{L}])",
      "(?:виртуальн|цифров|умн)\\p{L}* (?:ассистент|помощник|агент)\\p{L}*",
      "искусственн\\p{L}* интеллект\\p{L}*",
      "нейросет\\p{L}*",
      "чат-?бот\\p{L}*",
      "языков\\p{L}* модел\\p{L}*",
      "(?<![\\p{L}])ии(?![\\p{L}])",
    ),
    before:
      "(?:использовани\\p{L}*|применени\\p{L}*|внедрени\\p{L}*|правил\\p{L}*|регулировани\\p{L}*|рекомендаци\\p{L}*|руководств\\p{L}*|риск\\p{L}*|опасност\\p{L}*|обучени\\p{L}*|курс\\p{L}*|семинар\\p{L}*|вебинар\\p{L}*|стать\\p{L}*|исследовани\\p{L}*|опрос\\p{L}*|отч[её]т\\p{L}*|политик\\p{L}*|закон\\p{L}*|опыт\\p{L}*|пилотн\\p{L}* проект\\p{L}*)(?: (?:о|об|про|по|на тему|с|в области))?(?![\\p{L}])",
    adopt:
      "(?:используют|используем|применяют|применяем|внедряют|внедряем|внедрил\\p{L}*|тестируют|тестируем|запустил\\p{L}*|с помощью|при помощи|благодаря)(?![\\p{L}])",
    after: alt(
      "(?:в|во) (?:государственн\\p{L}* (?:управлени\\p{L}*|учреждени\\p{L}*|сектор\\p{L}*)|администраци\\p{L}*|муниципалитет\\p{L}*|органах власти|школ\\p{L}*|образовани\\p{L}*|компани\\p{L}*|здравоохранени\\p{L}*)",
      "(?:будет|будут) (?:теперь |скоро |также )?отвечать на (?:вопросы|обращения|запросы)",
    ),
  },
  uk: {
    name: alt(
      "(?:ші|ai)-?(?:асистент|агент|помічник|систем|модел|бот|чат-бот|інструмент)\\p{L}*",
      "(?:асистент|агент|помічник|систем|модел|чат-?бот|бот|інструмент)\\p{L}* (?:на основі |з )?(?:ші|ai|штучн\\p{L}* інтелект\\p{L}*)(?![\\p{L}])",
      "(?:віртуальн|цифров)\\p{L}* (?:асистент|помічник|агент)\\p{L}*",
      "штучн\\p{L}* інтелект\\p{L}*",
      "нейромереж\\p{L}*",
      "чат-?бот\\p{L}*",
      "мовн\\p{L}* модел\\p{L}*",
      "(?<![\\p{L}])ші(?![\\p{L}])",
    ),
    before:
      "(?:використанн\\p{L}*|застосуванн\\p{L}*|впровадженн\\p{L}*|запровадженн\\p{L}*|правил\\p{L}*|регулюванн\\p{L}*|рекомендаці\\p{L}*|настанов\\p{L}*|ризик\\p{L}*|навчанн\\p{L}*|курс\\p{L}*|семінар\\p{L}*|вебінар\\p{L}*|статт\\p{L}*|дослідженн\\p{L}*|опитуванн\\p{L}*|звіт\\p{L}*|політик\\p{L}*|закон\\p{L}*|досвід\\p{L}*)(?: (?:про|щодо|з|на тему|у сфері))?(?![\\p{L}])",
    adopt:
      "(?:використовують|використовуємо|застосовують|застосовуємо|впроваджують|впроваджуємо|впровадил\\p{L}*|запровадил\\p{L}*|тестують|тестуємо|за допомогою|завдяки)(?![\\p{L}])",
    after: alt(
      "(?:в|у) (?:державн\\p{L}* (?:управлінн\\p{L}*|секторі|установах)|адміністраці\\p{L}*|громадах|органах влади|школ\\p{L}*|освіті|компані\\p{L}*|охороні здоров'я)",
      "(?:буде|будуть) (?:тепер |незабаром |також )?відповідати на (?:запитання|питання|звернення)",
    ),
  },
  el: {
    name: alt(
      "(?:ψηφιακ|εικονικ|έξυπν)\\p{L}* (?:βοηθ|πράκτορ)\\p{L}*",
      "(?:βοηθ|πράκτορ|σύστημ|συστήματ|μοντέλ|εργαλεί|chatbot)\\p{L}* (?:τεχνητής νοημοσύνης|τν|ai)(?![\\p{L}])",
      "(?:ai|τν) (?:βοηθ|πράκτορ|chatbot)\\p{L}*",
      "τεχνητ\\p{L}* νοημοσύν\\p{L}*",
      "γλωσσικ\\p{L}* μοντ[εέ]λ\\p{L}*",
      "chatbot\\p{L}*",
    ),
    before:
      "(?:χρήση|χρήσης|αξιοποίηση\\p{L}*|εφαρμογ\\p{L}*|εισαγωγ\\p{L}*|ένταξη|υιοθέτηση|κανόν\\p{L}*|κανονισμ\\p{L}*|κατευθυντήριες γραμμές|συστάσεις|κίνδυν\\p{L}*|εκπαίδευση|σεμινάρι\\p{L}*|webinar|εργαστήρι\\p{L}*|άρθρο|μελέτη|έρευνα|έκθεση|πολιτική|νόμο\\p{L}*|εμπειρί\\p{L}*|πιλοτικ\\p{L}* πρόγραμμα)(?: (?:για|σχετικά με|περί|με))?(?![\\p{L}])",
    adopt:
      "(?:χρησιμοποιούν|χρησιμοποιούμε|αξιοποιούν|εφαρμόζουν|εισάγουν|εισάγουμε|υιοθετούν|δοκιμάζουν|με τη βοήθεια|χάρη σε|χάρη στ)",
    after: alt(
      "(?:στη|στην|στο|στα|στους|στις) (?:δημόσια διοίκηση|δημόσιο τομέα|δήμους|σχολεία|εκπαίδευση|επιχειρήσεις|υγεία)",
      "θα (?:απαντά|απαντήσει|απαντούν) (?:στις |σε )?(?:ερωτήσεις|ερωτήματα|αιτήματα)",
    ),
  },
  tr: {
    name: unmarked(
      alt(
        "yapay zek[aâ]\\p{L}*(?: (?:asistan|ajan|sistem|araç|model|sohbet robot|destekli (?:asistan|sohbet robot))\\p{L}*)?",
        "(?:ai|yz)[- ]?(?:asistan|ajan|sistem|araç|model)\\p{L}*",
        "(?:sanal|dijital|ak[ıi]ll[ıi]) (?:asistan|ajan)\\p{L}*",
        "sohbet robot\\p{L}*",
        "chatbot\\p{L}*",
        "dil model\\p{L}*",
      ),
    ),
    after: unmarked(
      alt(
        "kullan[ıi]m\\p{L}*|kullan[ıi]lmas\\p{L}*|kullan[ıi]yor\\p{L}*|kullan[ıi]l[ıi]yor\\p{L}*|kullanmaya başla\\p{L}*|devreye al\\p{L}*|uygulamalar\\p{L}*|entegrasyon\\p{L}*",
        "(?:ile )?ilgili (?:kural|rehber|yönerge|eğitim|webinar|seminer|makale|çalışma|araştırma|anket|rapor|politika|yasa|kanun|düzenleme)\\p{L}*|hakk[ıi]nda|konusunda|üzerine",
        "risk\\p{L}*|eğitim\\p{L}*|kural\\p{L}*|yönerge\\p{L}*|rehber\\p{L}*|düzenleme\\p{L}*|yasa\\p{L}*|kanun\\p{L}*|webinar\\p{L}*|seminer\\p{L}*|makale\\p{L}*|araşt[ıi]rma\\p{L}*|yard[ıi]m[ıi]yla|sayesinde",
        "kamu (?:yönetiminde|kurumlar[ıi]nda)|belediyelerde|okullarda|şirketlerde|yan[ıi]tlayacak|cevaplayacak",
      ),
    ),
  },
  id: {
    name: alt(
      "(?:asisten|agen|sistem|alat|model|chatbot|bot)(?: virtual| digital)? (?:ai|kecerdasan buatan|berbasis (?:ai|kecerdasan buatan))(?![\\p{L}])",
      "asisten virtual",
      "kecerdasan buatan",
      "chatbot",
      "model bahasa(?: besar)?",
    ),
    abbr: "ai",
    before:
      "(?:penggunaan|pemanfaatan|penerapan|implementasi|pengenalan|aturan|peraturan|regulasi|pedoman|panduan penggunaan|rekomendasi|risiko|bahaya|pelatihan|kursus|lokakarya|webinar|seminar|artikel|studi|kajian|survei|laporan|kebijakan|undang-undang|pengalaman|uji coba)(?: (?:tentang|mengenai|soal|terkait|atas|dengan))?(?![\\p{L}])",
    adopt:
      "(?:menggunakan|memakai|memanfaatkan|menerapkan|mengadopsi|meluncurkan|memperkenalkan|menguji coba|dengan bantuan|berkat)(?![\\p{L}])",
    after: alt(
      "(?:di|dalam) (?:pemerintahan|instansi pemerintah|layanan publik|sektor publik|pemerintah daerah|sekolah|pendidikan|perusahaan|dunia kerja|rumah sakit)",
      "akan (?:segera |mulai )?(?:menjawab|melayani) (?:pertanyaan|pertanyaan-pertanyaan|permintaan)",
    ),
  },
  ms: {
    name: alt(
      "(?:pembantu|ejen|sistem|alat|model|chatbot|bot)(?: maya| digital)? (?:ai|kecerdasan buatan|berasaskan (?:ai|kecerdasan buatan))(?![\\p{L}])",
      "pembantu maya",
      "kecerdasan buatan",
      "chatbot",
      "model bahasa(?: besar)?",
    ),
    abbr: "ai",
    before:
      "(?:penggunaan|pemanfaatan|penerapan|pelaksanaan|pengenalan|peraturan|garis panduan|dasar|risiko|bahaya|latihan|kursus|bengkel|webinar|seminar|artikel|kajian|tinjauan|laporan|polisi|undang-undang|pengalaman|percubaan)(?: (?:tentang|mengenai|berkenaan|berkaitan dengan|terhadap))?(?![\\p{L}])",
    adopt:
      "(?:menggunakan|memanfaatkan|menerapkan|melaksanakan|memperkenalkan|melancarkan|menguji|dengan bantuan|berkat)(?![\\p{L}])",
    after: alt(
      "(?:di|dalam) (?:sektor awam|perkhidmatan awam|kerajaan|pihak berkuasa tempatan|majlis perbandaran|sekolah|pendidikan|syarikat|hospital)",
      "akan (?:mula )?(?:menjawab|melayan) (?:pertanyaan|soalan)",
    ),
  },
  jv: {
    name: alt(
      "(?:asisten|pambiyantu|agen|sistem|piranti)(?: virtual)? (?:ai|kacerdhasan (?:gawean|buatan)|kecerdasan buatan)(?![\\p{L}])",
      "kacerdhasan (?:gawean|buatan)",
      "kecerdasan buatan",
      "chatbot",
      "model basa",
    ),
    abbr: "ai",
    before:
      "(?:panggunaan|pangginaan|penggunaan|penerapan|aturan|pandhuan|risiko|pelatihan|webinar|seminar|artikel|kabijakan|kawicaksanan|pengalaman)(?: (?:babagan|bab|ngenani|soal|tentang))?(?![\\p{L}])",
    adopt: "(?:nggunakake|migunakake|nganggo|kanthi bantuan|kanthi pitulungan|amarga)(?![\\p{L}])",
    after: "(?:ing|ana ing) (?:pamarentahan|kantor\\p{L}*|sekolah\\p{L}*|kelurahan|layanan umum|perusahaan)",
  },
  vi: {
    name: alt(
      "(?:trợ lý|tác nhân|hệ thống|công cụ|chatbot|mô hình|phần mềm)(?: ảo)? (?:ai|trí tuệ nhân tạo)(?![\\p{L}])",
      "trợ lý ảo",
      "trí tuệ nhân tạo",
      "chatbot",
      "mô hình ngôn ngữ(?: lớn)?",
    ),
    before:
      "(?:việc (?:sử dụng|ứng dụng|triển khai|áp dụng|đưa)|quy định về|quy tắc về|hướng dẫn về|khuyến nghị về|rủi ro (?:của|khi)|nguy cơ|đào tạo về|tập huấn về|khóa học về|hội thảo về|webinar về|bài viết về|nghiên cứu về|khảo sát về|báo cáo về|chính sách về|luật về|kinh nghiệm (?:về|sử dụng)|thí điểm)(?![\\p{L}])",
    adopt:
      "(?:đang sử dụng|đã sử dụng|sử dụng một|dùng một|đang dùng|đang thử nghiệm|đã triển khai|áp dụng|ứng dụng|nhờ vào|nhờ có|với sự hỗ trợ của|với sự trợ giúp của)(?![\\p{L}])",
    after: alt(
      "(?:trong|tại) (?:cơ quan nhà nước|hành chính công|khu vực công|chính quyền|trường học|giáo dục|doanh nghiệp|bệnh viện|dịch vụ công)",
      "sẽ (?:trả lời|giải đáp) (?:các )?(?:câu hỏi|thắc mắc|yêu cầu)",
    ),
  },
  sw: {
    name: alt(
      "(?:msaidizi|wasaidizi|wakala|mfumo|mifumo|zana|chatbot|roboti)(?: pepe)? (?:wa|za|ya) (?:ai|akili bandia)(?![\\p{L}])",
      "(?:msaidizi|wasaidizi) (?:pepe|wa kidijitali)",
      "akili bandia",
      "chatbot",
      "modeli ya lugha",
    ),
    abbr: "ai",
    before:
      "(?:matumizi|utumiaji|kuanzishwa|utekelezaji|sheria|kanuni|miongozo|mwongozo|mapendekezo|hatari|mafunzo|kozi|warsha|webinar|semina|makala|utafiti|ripoti|sera|uzoefu|majaribio)(?: (?:ya|wa|za|kuhusu|juu ya))?(?![\\p{L}])",
    adopt:
      "(?:wanatumia|tunatumia|inatumia|zinatumia|yanatumia|wametumia|wanaanzisha|tunaanzisha|imeanzisha|zimeanzisha|kwa msaada wa|kwa kutumia)(?![\\p{L}])",
    after: alt(
      "(?:katika|kwenye|ndani ya) (?:serikali|utumishi wa umma|halmashauri|manispaa|shule|elimu|makampuni|kampuni|hospitali)",
      "(?:utajibu|atajibu|itajibu) (?:maswali|maombi)",
    ),
  },
  hi: {
    name: alt(
      "(?:एआई|ai) (?:सहायक|असिस्टेंट|एजेंट|सिस्टम|चैटबॉट|टूल|मॉडल)\\S{0,3}",
      "(?:कृत्रिम बुद्धिमत्ता|आर्टिफिशियल इंटेलिजेंस) (?:सहायक|असिस्टेंट|एजेंट|सिस्टम|चैटबॉट|टूल|मॉडल)\\S{0,3}",
      "एआई|कृत्रिम बुद्धिमत्ता|आर्टिफिशियल इंटेलिजेंस",
      "चैटबॉट\\S{0,3}",
      "भाषा मॉडल\\S{0,3}",
    ),
    abbr: "ai",
    after: alt(
      "(?:(?:के|की|का) )?(?:उपयोग|इस्तेमाल|प्रयोग|नियम|दिशानिर्देश|दिशा-निर्देश|जोखिम|खतरे|प्रशिक्षण|वेबिनार|कार्यशाला|लेख|अध्ययन|सर्वेक्षण|रिपोर्ट|नीति|कानून|अनुभव|मदद से|सहायता से|माध्यम से)",
      "(?:पर|के बारे में|से जुड़े|संबंधी) (?:नियम|दिशानिर्देश|प्रशिक्षण|वेबिनार|कार्यशाला|लेख|अध्ययन|सर्वेक्षण|रिपोर्ट|नीति|कानून|जानकारी|चर्चा)",
      "(?:लागू|शुरू) (?:कर|किया|की)|(?:जवाब|उत्तर) देगा|सरकारी (?:दफ्तरों|कार्यालयों|विभागों) में",
    ),
  },
  "hi-latn": {
    name: alt(
      "ai (?:sahayak|sahaayak|assistant|agent|chatbot|tool|system)s?",
      "artificial intelligence (?:sahayak|sahaayak|assistant|agent|chatbot|tool|system)s?",
      "(?:sahayak|sahaayak) ai",
      "kritrim buddhi\\S*",
      "artificial intelligence",
      "chatbots?",
    ),
    abbr: "ai",
    after: alt(
      "(?:ka|ki|ke) (?:upyog|upayog|istemal|istemaal|use|niyam|rules|guidelines|khatre|risks?|training|prashikshan|webinar|workshop|lekh|article|adhyayan|study|survey|report|neeti|policy|kanoon|kanun|anubhav|madad se)",
      "(?:ke baare mein|ke bare me|ke upar) (?:training|webinar|workshop|article|lekh|study|charcha|discussion|jankari|session)",
      "(?:ka|ko) (?:upyog|istemal|istemaal|use) (?:kar|karte|karti|karenge|kiya)|jawab dega|(?:laagu|lagu|shuru) (?:kar|kiya)",
    ),
  },
  bn: {
    name: alt(
      "(?:এআই|ai) ?(?:সহকারী|সহায়ক|অ্যাসিস্ট্যান্ট|এজেন্ট|সিস্টেম|চ্যাটবট|টুল|মডেল)\\S{0,3}",
      "(?:কৃত্রিম বুদ্ধিমত্তা) ?(?:সহকারী|সহায়ক|অ্যাসিস্ট্যান্ট|এজেন্ট|সিস্টেম|চ্যাটবট|টুল|মডেল)\\S{0,3}",
      "এআই|কৃত্রিম বুদ্ধিমত্তা",
      "চ্যাটবট\\S{0,3}",
      "ভাষা মডেল\\S{0,3}",
    ),
    abbr: "ai",
    after: alt(
      "(?:(?:র|এর) )?(?:ব্যবহার|প্রয়োগ|নিয়ম|নির্দেশিকা|ঝুঁকি|প্রশিক্ষণ|ওয়েবিনার|কর্মশালা|নিবন্ধ|গবেষণা|সমীক্ষা|প্রতিবেদন|নীতি|আইন|অভিজ্ঞতা|সাহায্যে|মাধ্যমে)",
      "(?:নিয়ে|সম্পর্কে|বিষয়ে) (?:নিয়ম|নির্দেশিকা|প্রশিক্ষণ|ওয়েবিনার|কর্মশালা|নিবন্ধ|গবেষণা|আলোচনা)",
      "চালু (?:করা|করেছে|করছে)|উত্তর দেবে",
    ),
  },
  ur: {
    name: alt(
      "(?:اے آئی|ai) (?:اسسٹنٹ|معاون|ایجنٹ|سسٹم|چیٹ بوٹ|ٹول|ماڈل)(?:ز|وں)?",
      "(?:مصنوعی ذہانت) (?:اسسٹنٹ|معاون|ایجنٹ|سسٹم|چیٹ بوٹ|ٹول|ماڈل)(?:ز|وں)?",
      "اے آئی|مصنوعی ذہانت",
      "چیٹ ?بوٹ",
      "لسانی ماڈل",
    ),
    abbr: LATIN_AI,
    after: alt(
      "(?:(?:کے|کی|کا) )?(?:استعمال|نفاذ|قواعد|اصول|رہنما اصول|خطرات|تربیت|ویبینار|ورکشاپ|مضمون|مطالعہ|سروے|رپورٹ|پالیسی|قانون|تجربہ|مدد سے|ذریعے)",
      "(?:کے بارے میں|پر) (?:تربیت|ویبینار|ورکشاپ|مضمون|مطالعہ|پالیسی|قانون|بات چیت|معلومات)",
      "(?:متعارف|نافذ) (?:کر|کیا)|جواب دے گا",
    ),
  },
  ar: {
    name: alt(
      "(?:ال)?(?:مساعد|وكيل|وكلاء|نظام|أنظمة|أدوات|أداة|روبوت|برنامج|برامج|نماذج|نموذج)(?:ات)? (?:ال)?(?:ذكاء الاصطناعي|ذكي|ذكية|افتراضي|افتراضية|محادثة)",
      "(?:ال)?ذكاء (?:ال)?اصطناعي",
      "(?:ال)?نماذج (?:ال)?لغوية",
      "(?:ال)?نموذج (?:ال)?لغوي",
      "شات ?بوت",
    ),
    abbr: LATIN_AI,
    before:
      "(?:استخدام|استعمال|توظيف|اعتماد|إدخال|ادخال|تطبيق|دمج|قواعد|ضوابط|تنظيم|لوائح|إرشادات|ارشادات|دليل|توصيات|مخاطر|تدريب|دورة|ورشة|ندوة|مقال|دراسة|استطلاع|تقرير|سياسة|قانون|تجربة|تجارب)(?: (?:عن|حول|بشأن|في مجال|على))?",
    adopt: "(?:تستخدم|يستخدم|يستخدمون|نستخدم|تعتمد على|يعتمدون على|أطلقت|أطلقنا|بمساعدة|بفضل)",
    after: alt(
      "في (?:الإدارة العامة|الإدارات|القطاع العام|البلديات|الجهات الحكومية|المدارس|التعليم|الشركات|المستشفيات)",
      "سي(?:جيب|رد) على (?:أسئلت|استفسارات|طلبات)",
    ),
  },
  "ar-latn": {
    name: alt(
      "(?:mosa3ed|musa3ed|mosa3id|musa3id|msa3ed)(?: el)? (?:ai|zaka2|thaka2|dhaka2)(?: (?:el)?(?:estena3i|istina3i))?",
      "(?:el )?(?:zaka2|thaka2|dhaka2) (?:el )?(?:estena3i|istina3i|esten3i|istin3i)",
      "chatbots?",
    ),
    abbr: "ai",
    before:
      "(?:esti5dam|isti5dam|estekhdam|istikhdam|estkhdam|est5dam|ist5dam|2awa3ed|qawa3ed|ri9k|tadrib|tadreeb|dawra|webinar|maqal|ma2al|dirasa|derasa|qanun|qanoon|2anoon|tajroba|7awl|hawl)(?![\\p{L}])",
    adopt: "(?:bi?yesta5dmo|biyestakhdemo|bnesta5dem|bnestakhdem|be ?mosa3adet|bi ?musa3adat)(?![\\p{L}])",
    after: "(?:fi|fel|fil) (?:el)?(?:7okoma|hukuma|baladiyat|baladeyat|madares|madaris|sharikat|shrekat)",
  },
  fa: {
    name: alt(
      "(?:دستیار|دستیاران|عامل|سامانه|سیستم|ابزار|ربات|مدل)(?:های)? ?(?:هوش مصنوعی|ai|مجازی|گفتگو)",
      "هوش مصنوعی",
      "مدل(?:های)? زبانی",
      "چت ?بات",
    ),
    before:
      "(?:استفاده|کاربرد|کارگیری|راه ?اندازی|معرفی|قوانین|مقررات|آیین ?نامه|رهنمود|توصیه|خطرات|ریسک|آموزش|دوره|کارگاه|وبینار|سمینار|مقاله|مطالعه|پژوهش|نظرسنجی|گزارش|سیاست|قانون|تجربه)(?:های)?(?: (?:از|در (?:مورد|باره|زمینه)|درباره|پیرامون))?",
    adopt: "(?:با کمک|به کمک|به یاری)",
    after: alt(
      "(?:را )?(?:برای [^.،,\\n]{0,30})?استفاده (?:می ?کن|کرده|کنند|شود|می ?شود)",
      "(?:را )?(?:راه ?اندازی|معرفی|به کار) (?:کرده|می ?کن|گرفته)",
      "در (?:ادارات|سازمان ?های دولتی|بخش دولتی|شهرداری|مدارس|آموزش|شرکت ?ها|بیمارستان)",
      "(?:به سوالات|به پرسش ?ها) (?:\\S+ )?پاسخ (?:خواهد داد|می ?دهد)",
    ),
  },
  he: {
    name: alt(
      "(?:עוזר|עוזרי|עוזרים|סוכן|סוכנים|סוכני|מערכת|מערכות|כלי|כלים|צ'אטבוט|בוט|מודל|מודלים)(?: וירטואלי\\S*)? (?:ה)?(?:בינה מלאכותית|ai|בינה)",
      "(?:ה)?בינה (?:ה)?מלאכותית",
      "(?:ה)?עוזר (?:ה)?וירטואלי",
      "צ'?אטבוט\\S*",
      "מודל(?:י|ים)? שפה",
    ),
    before:
      "(?:שימוש|השימוש|הטמעת|הטמעה|הכנסת|אימוץ|כללי|כללים|רגולציה|הסדרת|סיכוני|סיכונים|הדרכה|הכשרה|קורס|סדנה|וובינר|כנס|כתבה|מאמר|מחקר|סקר|דוח|מדיניות|חוק|ניסיון|פיילוט)(?: (?:ב|של|על|לגבי|בנושא|בתחום))?",
    adopt: "(?:משתמשים ב|משתמשות ב|משתמשת ב|מטמיעים|מטמיעה|הטמיעו|הטמיעה|מכניסים|בעזרת|באמצעות|בזכות)",
    after:
      "(?:במגזר הציבורי|ברשויות|בעיריות|במשרדי הממשלה|בבתי ספר|בבתי הספר|בחינוך|בחברות|בבתי חולים|בשירות הציבורי|יענה על|יענו על)",
  },
  am: {
    name: alt("(?:ai|ኤአይ) ?(?:ረዳት|ወኪል|ሥርዓት|ስርዓት|መሳሪያ)\\S*", "ሰው ሰራሽ (?:አስተውሎት|ብልህነት|ልህቀት)", "የቋንቋ ሞዴል\\S*", "ቻትቦት\\S*"),
    before: "(?:ስለ|በ)(?:ሰው ሰራሽ|ኤአይ|ai)",
    after: "(?:አጠቃቀም|ትግበራ|ደንብ|ደንቦች|ስጋት|ስልጠና|ሥልጠና|ዌቢናር|ጽሑፍ|ጥናት|ዳሰሳ|ሪፖርት|ፖሊሲ|ህግ|ሕግ|ተሞክሮ|በመጠቀም|እየተጠቀሙ|ይጠቀማሉ|ተግባራዊ)",
  },
  ti: {
    name: alt("(?:ai|ኤኣይ) ?ሓጋዚ\\S*", "ሰብ ዝሰርሖ ብልሒ", "ኣርቲፊሻል ኢንተለጀንስ", "ሞዴል ቋንቋ"),
    before: "(?:ኣጠቓቕማ|ምጥቃም|ምትእትታው|ሕግታት|ሓደጋታት|ስልጠና|ዌቢናር|ጽሑፍ|መጽናዕቲ|ጸብጻብ|ፖሊሲ|ሕጊ|ተሞክሮ|ብዛዕባ|ብሓገዝ)",
    after: "(?:ኣብ (?:መንግስቲ|ቤት ትምህርቲ|ትካላት))|ይጥቀሙ|ክምልስ|ምጥቃም|ኣጠቓቕማ",
  },
  th: {
    name: alt(
      "(?:ผู้ช่วย|เอเจนต์|ระบบ|เครื่องมือ|แชทบอท|โมเดล)(?:อัจฉริยะ|เสมือน)? ?(?:ai|เอไอ|ปัญญาประดิษฐ์)",
      "ผู้ช่วย(?:อัจฉริยะ|เสมือน)",
      "ปัญญาประดิษฐ์",
      "แชทบอท",
      "โมเดลภาษา",
      "เอไอ",
    ),
    abbr: LATIN_AI,
    before:
      "(?:การใช้|การนำ|การประยุกต์ใช้|การปรับใช้|ข้อกำหนด|แนวทาง|ความเสี่ยง|การอบรม|หลักสูตร|สัมมนา|เว็บบินาร์|บทความ|งานวิจัย|การศึกษา|แบบสำรวจ|รายงาน|นโยบาย|กฎหมาย|ประสบการณ์|ด้วยความช่วยเหลือของ|โดยใช้|นำ)",
    adopt: "(?:ใช้|นำ)",
    after: "(?:ใน|ของ)(?:หน่วยงานรัฐ|ภาครัฐ|ราชการ|เทศบาล|โรงเรียน|บริษัท|โรงพยาบาล)|จะ(?:ช่วย)?ตอบ(?:คำถาม)",
  },
  lo: {
    name: alt("(?:ຜູ້ຊ່ວຍ|ລະບົບ|ເຄື່ອງມື) ?(?:ai|ເອໄອ|ປັນຍາປະດິດ)", "(?:ai|ເອໄອ) ?ຜູ້ຊ່ວຍ", "ປັນຍາປະດິດ", "ແບບຈໍາລອງພາສາ", "ເອໄອ"),
    abbr: LATIN_AI,
    before:
      "(?:ການນໍາໃຊ້|ການໃຊ້|ນໍາໃຊ້|ກົດລະບຽບ|ລະບຽບການ|ແນວທາງ|ຄວາມສ່ຽງ|ການຝຶກອົບຮົມ|ຝຶກອົບຮົມ|ສໍາມະນາ|ບົດຄວາມ|ການສຶກສາ|ການສໍາຫຼວດ|ບົດລາຍງານ|ນະໂຍບາຍ|ກົດໝາຍ|ປະສົບການ|ໂດຍໃຊ້)",
    after: "ໃນ(?:ອົງການລັດ|ພາກລັດ|ໂຮງຮຽນ|ບໍລິສັດ|ໂຮງໝໍ)|ຈະຕອບ",
  },
  ko: {
    name: alt(
      "ai ?(?:비서|어시스턴트|에이전트|시스템|챗봇|도구|모델|상담원)",
      "(?:인공 ?지능|생성형 ?ai) ?(?:비서|어시스턴트|에이전트|시스템|챗봇|도구|모델|상담원)",
      "인공 ?지능",
      "생성형 ?ai",
      "챗봇",
      "언어 ?모델",
      "가상 ?비서",
    ),
    abbr: LATIN_AI,
    before: "(?:공공 ?기관|지자체|행정 ?기관|학교|기업|회사|많은 (?:기관|기업|지자체))(?:들)?(?:에서|이|가|은|는|의)? ",
    after: alt(
      "(?:의|를|을|에 대한|에 관한|관련)? ?(?:활용|사용|도입|이용|적용|규정|규칙|가이드라인|가이드|위험|교육|연수|강의|웨비나|세미나|워크숍|기사|연구|조사|설문|보고서|정책|법안|법률|경험|시범)",
      "(?:가|이) (?:민원|문의|질문)에 (?:답변|응대)",
    ),
  },
  ja: {
    name: alt(
      "(?:生成ai|対話型ai|人工知能|ai) ?(?:アシスタント|エージェント|チャットボット|システム|ツール|モデル)",
      "生成ai",
      "人工知能",
      "チャットボット",
      "(?:大規模)?言語モデル",
    ),
    abbr: LATIN_AI,
    before: "(?:自治体|行政|役所|学校|企業|各社|多くの(?:自治体|企業|学校))(?:で|では|が|の|における|による)",
    after: alt(
      "(?:の|を|に関する|についての|による|を使った|を活用した)?(?:活用|利用|使用|導入|運用|ガイドライン|指針|規則|ルール|リスク|研修|講座|セミナー|ウェビナー|記事|研究|調査|アンケート|報告書|政策|法規制|実証実験)",
      "(?:が|で)(?:問い合わせ|質問|お問い合わせ)に(?:回答|対応)",
    ),
  },
  zh: {
    name: alt(
      "(?:ai|人工智能|人工智慧|生成式ai) ?(?:助手|助理|代理|智能体|系统|系統|工具|模型|客服|机器人|機器人)",
      "智能(?:助手|助理|客服|体)",
      "智慧(?:助理|客服)",
      "聊天机器人|聊天機器人",
      "[语語]言模型|大模型",
      "人工智能|人工智慧",
    ),
    abbr: LATIN_AI,
    before:
      "(?:使用|运用|運用|应用|應用|利用|引入|部署|推出|采用|採用|借助|通过|通過|关于|關於|有关|有關|政府|公共部门|公共部門|机关|機關|学校|學校|许多|許多|很多)",
    after: alt(
      "的?(?:使用|应用|應用|运用|運用|规定|規定|规则|規則|指南|准则|準則|风险|風險|培训|培訓|课程|課程|研讨会|研討會|讲座|講座|文章|研究|调查|調查|问卷|問卷|报告|報告|政策|法律|法规|法規|经验|經驗|试点|試點)",
      "(?:将|將|会|會)(?:回答|答复|答覆|回复|回覆)",
    ),
  },
  km: {
    name: alt(
      "ជំនួយការ ?(?:ai|អេអាយ|បញ្ញាសិប្បនិម្មិត)",
      "(?:ai|អេអាយ) ?ជំនួយការ",
      "ប្រព័ន្ធ ?(?:ai|អេអាយ|បញ្ញាសិប្បនិម្មិត)",
      "បញ្ញាសិប្បនិម្មិត",
      "គំរូភាសា",
    ),
    abbr: LATIN_AI,
    before:
      "(?:ការប្រើប្រាស់|ប្រើប្រាស់|ការដាក់ឱ្យប្រើ|ច្បាប់|បទប្បញ្ញត្តិ|គោលការណ៍ណែនាំ|ហានិភ័យ|វគ្គបណ្តុះបណ្តាល|បណ្តុះបណ្តាល|សិក្ខាសាលា|អត្ថបទ|ការសិក្សា|ការស្ទង់មតិ|របាយការណ៍|គោលនយោបាយ|បទពិសោធន៍|ដោយប្រើ)",
    after: "(?:នៅក្នុង|ក្នុង)(?:ស្ថាប័នរដ្ឋ|វិស័យសាធារណៈ|ក្រសួង|សាលារៀន|ក្រុមហ៊ុន)|នឹងឆ្លើយ",
  },
  my: {
    name: alt("(?:ai|အေအိုင်) ?(?:လက်ထောက်|စနစ်|ကိရိယာ)", "ဉာဏ်ရည်တု", "ဘာသာစကား ?မော်ဒယ်", "အေအိုင်"),
    after: alt(
      "(?:ကို)? ?(?:အသုံးပြု|စတင်|မိတ်ဆက်)",
      "(?:ဆိုင်ရာ|နှင့်ပတ်သက်သော|အကြောင်း) ?(?:စည်းမျဉ်း|လမ်းညွှန်|အန္တရာယ်|သင်တန်း|ဆွေးနွေးပွဲ|ဆောင်းပါး|လေ့လာမှု|စစ်တမ်း|အစီရင်ခံစာ|မူဝါဒ|ဥပဒေ)",
    ),
  },
  si: {
    name: alt(
      "(?:ai|ඒආයි) (?:සහායක|පද්ධති|මෙවලම්)\\S*",
      "(?:කෘත්රිම බුද්ධි) (?:සහායක|පද්ධති|මෙවලම්)\\S*",
      "කෘත්රිම බුද්ධිය",
      "භාෂා ආකෘති\\S*",
      "ඒආයි",
    ),
    abbr: "ai",
    after: alt(
      "(?:ගැන|පිළිබඳ|පිලිබඳ) ?(?:පුහුණු\\S*|වැඩමුළුව|ලිපිය|අධ්යයනය|සමීක්ෂණය|වාර්තාව|ප්රතිපත්ති\\S*|නීති\\S*|සාකච්ඡාව)?",
      "(?:භාවිත\\S*|යොදා ගැනීම|හඳුන්වා දී\\S*|නීති\\S*|මාර්ගෝපදේශ\\S*|අවදානම්\\S*|පුහුණු\\S*|ප්රතිපත්ති\\S*|අත්දැකීම්)",
    ),
  },
  ta: {
    name: alt(
      "(?:ai|ஏஐ) ?(?:உதவியாள|அமைப்பு|கருவி|முகவர்|சாட்பாட்)\\S*",
      "(?:செயற்கை நுண்ணறிவு) ?(?:உதவியாள|அமைப்பு|கருவி|முகவர்|சாட்பாட்)\\S*",
      "செயற்கை நுண்ணறிவு\\S*",
      "மொழி மாதிரி\\S*",
      "ஏஐ",
    ),
    abbr: "ai",
    after: alt(
      "(?:பற்றிய|குறித்த|தொடர்பான) ?(?:பயிற்சி\\S*|பட்டறை|கருத்தரங்கு|வெபினார்|கட்டுரை|ஆய்வு|கணக்கெடுப்பு|அறிக்கை|கொள்கை|சட்டம்|விதிகள்|விவாதம்)?",
      "(?:பயன்பாடு|பயன்பாட்டு\\S*|பயன்படுத்துகின்ற\\S*|பயன்படுத்துகிறார்\\S*|பயன்படுத்தி|அறிமுகப்படுத்த\\S*|விதிகள்|வழிகாட்டு\\S*|அபாய\\S*|ஆபத்து\\S*|பயிற்சி\\S*|கொள்கை|சட்டம்|அனுபவம்)",
    ),
  },
  ne: {
    name: alt(
      "(?:एआई|ai) ?(?:सहायक|एजेन्ट|प्रणाली|उपकरण|च्याटबट)\\S{0,3}",
      "कृत्रिम बुद्धिमत्ता ?(?:सहायक|एजेन्ट|प्रणाली|उपकरण|च्याटबट)\\S{0,3}",
      "कृत्रिम बुद्धिमत्ता",
      "भाषा मोडेल",
      "एआई",
    ),
    after: alt(
      "(?:(?:को|का) )?(?:प्रयोग|उपयोग|नियम|निर्देशिका|जोखिम|तालिम|प्रशिक्षण|वेबिनार|कार्यशाला|लेख|अध्ययन|सर्वेक्षण|प्रतिवेदन|नीति|कानून|अनुभव|सहयोगमा|मद्दतले)",
      "(?:बारे|सम्बन्धी) ?(?:नियम|तालिम|वेबिनार|लेख|अध्ययन|छलफल|जानकारी)",
      "(?:लागू|सुरु) गर",
    ),
  },
  ka: {
    name: alt(
      "(?:ai) ?(?:ასისტენტ|აგენტ|სისტემ|ხელსაწყო|ჩატბოტ)\\p{L}*",
      "(?:ხელოვნური ინტელექტის) ?(?:ასისტენტ|აგენტ|სისტემ|ხელსაწყო|ჩატბოტ)\\p{L}*",
      "ხელოვნური ინტელექტ\\p{L}*",
      "ენობრივი მოდელ\\p{L}*",
      "ჩატბოტ\\p{L}*",
    ),
    before: "(?:იყენებს|იყენებენ|ვიყენებთ|ნერგავს|ნერგავენ|დანერგა|დანერგეს|დავნერგეთ)",
    after:
      "(?:გამოყენებ\\p{L}*|დანერგვ\\p{L}*|წესებ\\p{L}*|რეგულირებ\\p{L}*|სახელმძღვანელო\\p{L}*|რისკებ\\p{L}*|ტრენინგ\\p{L}*|სემინარ\\p{L}*|ვებინარ\\p{L}*|სტატი\\p{L}*|კვლევ\\p{L}*|გამოკითხვ\\p{L}*|ანგარიშ\\p{L}*|პოლიტიკ\\p{L}*|კანონ\\p{L}*|გამოცდილებ\\p{L}*|შესახებ|დახმარებით|იყენებენ|ვიყენებთ|ნერგავენ)",
  },
  hy: {
    name: alt(
      "(?:ai|աբ) (?:օգնական|ասիստենտ|գործակալ|համակարգ|գործիք|չաթբոտ)\\p{L}*",
      "(?:արհեստական բանականության) (?:օգնական|ասիստենտ|գործակալ|համակարգ|գործիք|չաթբոտ)\\p{L}*",
      "արհեստական բանականությ\\p{L}*",
      "լեզվական մոդել\\p{L}*",
      "չաթբոտ\\p{L}*",
    ),
    before: "(?:օգտագործում են|կիրառում են|ներդնում են|ներդրել են|օգտագործում ենք|վերաբերյալ)",
    after:
      "(?:կիրառ\\p{L}*|օգտագործման|օգտագործումը|օգտագործում են|ներդր\\p{L}*|կանոն\\p{L}*|կարգավոր\\p{L}*|ուղեցույց\\p{L}*|ռիսկ\\p{L}*|վտանգ\\p{L}*|դասընթաց\\p{L}*|վերապատրաստ\\p{L}*|սեմինար\\p{L}*|վեբինար\\p{L}*|հոդված\\p{L}*|ուսումնասիր\\p{L}*|հետազոտ\\p{L}*|հարցում\\p{L}*|զեկույց\\p{L}*|քաղաքականություն\\p{L}*|օրենք\\p{L}*|փորձ\\p{L}*|մասին|օգնությամբ|համայնքներում|դպրոցներում|ընկերություններում|կպատասխանի)",
  },
  yo: {
    name: yoruba(alt("(?:olùrànlọ́wọ́|ẹ̀rọ|ètò|irinṣẹ́) (?:ai|ọgbọ́n àtọwọ́dá)", "ai olùrànlọ́wọ́", "ọgbọ́n àtọwọ́dá")),
    abbr: "ai",
    before: yoruba(
      "(?:lílo|ìlò|ìmúlò|àwọn òfin|ewu|ìdánilẹ́kọ̀ọ́|àpilẹ̀kọ|ìwádìí|ìròyìn|ìlànà|ìrírí|nípa|pẹ̀lú ìrànlọ́wọ́)(?![\\p{L}])",
    ),
    adopt: yoruba("(?:ń lo|n lo|ti bẹ̀rẹ̀ sí ní lo|máa ń lo)(?![\\p{L}])"),
    after: yoruba("(?:ní|nínú) (?:ìjọba|ọ́fíìsì|ilé-ìwé|ilé ìwé)|yóò dáhùn"),
  },
  ha: {
    name: hausa(
      alt(
        "(?:mataimaki(?:n)?|mataimaka|tsarin|na'ura)(?: na)? (?:ai|basirar (?:wucin gadi|ƙere-ƙere))",
        "basirar (?:wucin gadi|ƙere-ƙere)",
        "samfurin harshe",
      ),
    ),
    abbr: "ai",
    before: hausa(
      "(?:amfani da|yin amfani da|gabatar da|ƙa'idoji|dokoki|haɗari|horo|horaswa|makala|bincike|rahoto|manufa|doka|ƙwarewa|game da|dangane da|tare da taimakon)(?![\\p{L}])",
    ),
    adopt: hausa("(?:suna amfani da|muna amfani da|sun fara amfani da|ta hanyar)(?![\\p{L}])"),
    after: hausa("(?:a|cikin) (?:gwamnati|ma'aikatu|makarantu|kamfanoni|asibitoci)|zai amsa"),
  },
  tl: {
    name: alt(
      "ai (?:katulong|assistant|agent|system|chatbot|tool)s?",
      "artificial intelligence (?:katulong|assistant|agent|system|chatbot|tool)s?",
      "(?:katulong|assistant|chatbot|sistema) na ai",
      "artipisyal na katalinuhan",
      "artificial intelligence",
      "modelo ng wika",
      "chatbots?",
    ),
    abbr: "ai",
    before:
      "(?:paggamit ng|tungkol sa|hinggil sa|patakaran sa|mga patakaran sa|panganib ng|pagsasanay sa|webinar tungkol sa|artikulo tungkol sa|pag-aaral tungkol sa|batas sa|sa tulong ng)(?![\\p{L}])",
    adopt: "(?:gumagamit ng|ginagamit ng|gumamit ng|nagpatupad ng|ipinakilala ang|ipinakikilala ang)(?![\\p{L}])",
    after: "(?:sa|sa mga) (?:gobyerno|pamahalaan|munisipyo|lungsod|paaralan|kumpanya|ospital)|(?:ay )?sasagot sa",
  },
  ro: {
    name: romanian(
      alt(
        "(?:asisten[tț]|agen[tț]|sistem|instrument|chatbot|model)\\p{L}* (?:virtual\\p{L}* )?(?:ai|ia|de inteligență artificială|bazat\\p{L}* pe (?:ai|ia|inteligență artificială))(?![\\p{L}])",
        "asistent\\p{L}* virtual\\p{L}*",
        "inteligenț\\p{L}* artificial\\p{L}*",
        "chatbot\\p{L}*",
        "model\\p{L}* (?:de limbaj|lingvistic\\p{L}*)",
      ),
    ),
    before: romanian(
      "(?:utilizare\\p{L}*|folosire\\p{L}*|implementare\\p{L}*|introducere\\p{L}*|adoptare\\p{L}*|reguli\\p{L}*|reglementăr\\p{L}*|ghid\\p{L}*|recomandăr\\p{L}*|risc\\p{L}*|pericol\\p{L}*|instruire\\p{L}*|formare\\p{L}*|curs\\p{L}*|atelier\\p{L}*|webinar\\p{L}*|seminar\\p{L}*|articol\\p{L}*|studi\\p{L}*|sondaj\\p{L}*|raport\\p{L}*|politic\\p{L}*|legea|legii|experienț\\p{L}*|proiect\\p{L}* pilot)(?: (?:despre|privind|cu privire la|referitor la|în domeniul|pe tema))?(?![\\p{L}])",
    ),
    adopt: romanian(
      "(?:folosesc|folosim|utilizăm|implementăm|introducem|testăm|au introdus|am introdus|cu ajutorul|prin intermediul|datorită)(?![\\p{L}])",
    ),
    after: romanian(
      alt(
        "(?:în|in) (?:administrați\\p{L}*|sectorul public|primări\\p{L}*|instituți\\p{L}*|școl\\p{L}*|învățământ|companii|firme|sănătate)",
        "(?:va|vor) răspunde (?:la )?(?:întrebăr\\p{L}*|solicităr\\p{L}*)",
      ),
    ),
  },
  hu: {
    name: unmarked(
      alt(
        "(?:ai|mi)[- ]?(?:asszisztens|ügynök|rendszer|eszköz|chatbot|modell|alapú (?:asszisztens|chatbot|rendszer|eszköz))\\p{L}*",
        "(?:mesterséges intelligencia)[- ]?(?:asszisztens|ügynök|rendszer|eszköz|chatbot|modell|alapú (?:asszisztens|chatbot|rendszer|eszköz))\\p{L}*",
        "mesterséges intelligenci\\p{L}*",
        "virtuális asszisztens\\p{L}*",
        "chatbot\\p{L}*",
        "nyelvi modell\\p{L}*",
      ),
    ),
    before: unmarked(
      "(?:használ(?:nak|unk|ják|juk)|alkalmaz(?:nak|unk|zák|zuk)|bevezet(?:ték|tük|nek|ünk))(?![\\p{L}])",
    ),
    after: unmarked(
      "(?:használ(?:nak|unk|ják|juk|ja|ni|t)?(?![\\p{L}])|használat\\p{L}*|alkalmazás\\p{L}*|bevezetés\\p{L}*|szabály\\p{L}*|szabályoz\\p{L}*|irányelv\\p{L}*|útmutató\\p{L}*|ajánlás\\p{L}*|kockázat\\p{L}*|képzés\\p{L}*|tanfolyam\\p{L}*|webinár\\p{L}*|workshop\\p{L}*|cikk\\p{L}*|tanulmány\\p{L}*|kutatás\\p{L}*|felmérés\\p{L}*|jelentés\\p{L}*|törvény\\p{L}*|tapasztalat\\p{L}*|szóló|kapcsolatos|segítségével|révén|közigazgatásban|önkormányzatok\\p{L}*|iskolák\\p{L}*|fog(?:ja)? megválaszolni|válaszol majd)",
    ),
  },
  fi: {
    name: alt(
      "(?:ai)-?(?:avustaj|agent|järjestelm|työkalu|chatbot|malli|sovellu)\\p{L}*",
      "(?:tekoäly|generatiivinen tekoäly)-?(?:avustaj|agent|järjestelm|työkalu|chatbot|malli|sovellu)\\p{L}*",
      "tekoäly\\p{L}*",
      "chatbot\\p{L}*",
      "kielimalli\\p{L}*",
      "virtuaaliavustaj\\p{L}*",
    ),
    before:
      "(?:käyttävät|käytämme|hyödyntävät|hyödynnämme|ottavat käyttöön|otimme käyttöön|ottaneet käyttöön|testaavat|kokeilevat)(?![\\p{L}])",
    after:
      "(?:käyt(?:tö|ön|töä|össä|töön)\\p{L}*|hyödyntämi\\p{L}*|käyttöönot\\p{L}*|säännö\\p{L}*|sääntely\\p{L}*|ohjeistu\\p{L}*|suosituks\\p{L}*|riske\\p{L}*|riski\\p{L}*|koulutu\\p{L}*|kurssi\\p{L}*|työpaja\\p{L}*|webinaari\\p{L}*|artikkel\\p{L}*|tutkimu\\p{L}*|kysely\\p{L}*|raport\\p{L}*|linjau\\p{L}*|laki|lain|laissa|lainsäädän\\p{L}*|kokemuk\\p{L}*|avulla|julkishallinno\\p{L}*|kunnissa|kouluissa|virastoissa|yrityksissä|vastaa (?:jatkossa )?kysymyksiin)",
  },
  da: {
    name: alt(
      "(?:ai)[- ]?(?:assistent|agent|system|chatbot|værktøj|model|løsning)\\p{L}*",
      "(?:kunstig intelligens|generativ ai)[- ]?(?:assistent|agent|system|chatbot|værktøj|model|løsning)\\p{L}*",
      "kunstig intelligens",
      "generativ ai",
      "chatbot\\p{L}*",
      "sprogmodel\\p{L}*",
      "(?:virtuel|digital)e? (?:assistent|agent)\\p{L}*",
    ),
    abbr: "ai",
    before:
      "(?:brug(?:en)?|anvendelse(?:n)?|indførelse(?:n)?|implementering(?:en)?|regler|retningslinjer|vejledning(?:en)?|politik|lov(?:en)?|risici|risiko(?:en)?|kursus|kurser|uddannelse|workshop|webinar|seminar|artikel|artikler|undersøgelse(?:n)?|rapport(?:en)?|erfaringer|pilotprojekt) (?:af|om|med|omkring|vedrørende)(?![\\p{L}])",
    adopt: "(?:bruger|anvender|benytter|indfører|har indført|tester|afprøver|ved hjælp af|takket være)(?![\\p{L}])",
    after: alt(
      "(?:i|inden for) (?:den )?(?:offentlig\\p{L}* (?:sektor|forvaltning)|kommune\\p{L}*|forvaltning\\p{L}*|myndighed\\p{L}*|skole\\p{L}*|undervisning\\p{L}*|virksomhed\\p{L}*|sundhedsvæsenet)",
      "(?:vil|skal) (?:snart |fremover |også )?(?:besvare|svare på) (?:dine |jeres )?(?:spørgsmål|henvendelser)",
    ),
  },
  nb: {
    name: alt(
      "(?:ai|ki)[- ]?(?:assistent|agent|system|chatbot|verktøy|modell|løsning)\\p{L}*",
      "(?:kunstig intelligens|generativ (?:ai|ki))[- ]?(?:assistent|agent|system|chatbot|verktøy|modell|løsning)\\p{L}*",
      "kunstig intelligens",
      "generativ (?:ai|ki)",
      "chatbot\\p{L}*",
      "språkmodell\\p{L}*",
      "(?:virtuell|digital)e? (?:assistent|agent)\\p{L}*",
    ),
    abbr: "ai|ki",
    before:
      "(?:bruk(?:en)?|anvendelse(?:n)?|innføring(?:en)?|implementering(?:en)?|regler|retningslinjer|veiledning(?:en)?|veileder|lov(?:en)?|risiko(?:en)?|risikoer|kurs|opplæring|workshop|webinar|seminar|artikkel(?:en)?|undersøkelse(?:n)?|rapport(?:en)?|erfaringer|pilotprosjekt) (?:av|om|med|rundt|knyttet til|innen)(?![\\p{L}])",
    adopt:
      "(?:bruker|benytter|tar i bruk|har tatt i bruk|innfører|har innført|tester|prøver ut|ved hjelp av|takket være)(?![\\p{L}])",
    after: alt(
      "(?:i|innen) (?:offentlig\\p{L}* (?:sektor|forvaltning)|kommune\\p{L}*|forvaltning\\p{L}*|etat\\p{L}*|skole\\p{L}*|undervisning\\p{L}*|bedrift\\p{L}*|helsevesenet)",
      "(?:vil|skal) (?:snart |fremover |også )?(?:besvare|svare på) (?:dine |deres )?(?:spørsmål|henvendelser)",
    ),
  },
  bg: {
    name: alt(
      "(?:ии|ai)[- ]?(?:асистент|агент|систем|инструмент|чатбот|модел)\\p{L}*",
      "(?:изкуствен\\p{L}* интелект)[- ]?(?:асистент|агент|систем|инструмент|чатбот|модел)\\p{L}*",
      "(?:асистент|агент|систем|инструмент|чатбот|модел)\\p{L}* (?:с |на |базиран\\p{L}* на )?(?:ии|ai|изкуствен интелект)(?![\\p{L}])",
      "(?:виртуал|дигитал)\\p{L}* (?:асистент|агент)\\p{L}*",
      "изкуствен\\p{L}* интелект\\p{L}*",
      "чатбот\\p{L}*",
      "езиков\\p{L}* модел\\p{L}*",
      "(?<![\\p{L}])ии(?![\\p{L}])",
    ),
    before:
      "(?:използван\\p{L}*|прилаган\\p{L}*|внедряван\\p{L}*|въвеждан\\p{L}*|правила|регулиран\\p{L}*|насок\\p{L}*|препоръки|рискове\\p{L}*|обучени\\p{L}*|курс\\p{L}*|семинар\\p{L}*|уебинар\\p{L}*|статия|статията|проучван\\p{L}*|доклад\\p{L}*|политик\\p{L}*|закон\\p{L}*|опит\\p{L}*|пилотен проект)(?: (?:на|относно|по темата|с))?(?![\\p{L}])",
    adopt:
      "(?:използват|използваме|прилагат|внедряват|внедряваме|въвеждат|въведоха|тестват|с помощта на|благодарение на)(?![\\p{L}])",
    after: alt(
      "(?:в|във) (?:държавн\\p{L}* администрация|администрация\\p{L}*|общини\\p{L}*|общината|публичния сектор|училища\\p{L}*|образованието|компании\\p{L}*|здравеопазването)",
      "ще (?:отговаря|отговарят) на (?:въпроси|запитвания)",
    ),
  },
  sh: {
    name: serbian(
      alt(
        "(?:ai|ui)[- ]?(?:asistent|agent|sistem|alat|chatbot|model|četbot)\\p{L}*",
        "(?:asistent|agent|sistem|alat|chatbot|model)\\p{L}* (?:za |zasnovan\\p{L}* na |s |sa )?(?:ai|umjetn\\p{L}* inteligencij\\p{L}*|vještačk\\p{L}* inteligencij\\p{L}*|veštačk\\p{L}* inteligencij\\p{L}*)(?![\\p{L}])",
        "virtualn\\p{L}* asistent\\p{L}*",
        "umjetn\\p{L}* inteligencij\\p{L}*",
        "vještačk\\p{L}* inteligencij\\p{L}*",
        "veštačk\\p{L}* inteligencij\\p{L}*",
        "četbot\\p{L}*",
        "jezi(?:čn|čk)\\p{L}* model\\p{L}*",
      ),
    ),
    before: serbian(
      "(?:korištenj\\p{L}*|korišćenj\\p{L}*|upotreb\\p{L}*|primjen\\p{L}*|primen\\p{L}*|uvođenj\\p{L}*|pravila|pravilnik\\p{L}*|regulativ\\p{L}*|smjernic\\p{L}*|smernic\\p{L}*|preporuk\\p{L}*|rizi\\p{L}*|obuk\\p{L}*|edukacij\\p{L}*|tečaj\\p{L}*|kurs\\p{L}*|radionic\\p{L}*|vebinar\\p{L}*|seminar\\p{L}*|članak|članku|studij\\p{L}*|istraživanj\\p{L}*|anket\\p{L}*|izvještaj\\p{L}*|izveštaj\\p{L}*|politik\\p{L}*|zakon\\p{L}*|iskustv\\p{L}*)(?: (?:o|u vezi sa?|na temu|sa|s))?(?![\\p{L}])",
    ),
    adopt: serbian(
      "(?:koriste|koristimo|upotrebljavaju|primjenjuju|primenjuju|uvode|uvodimo|uveli su|uveli smo|testiraju|uz pomoć|pomoću|zahvaljujući)(?![\\p{L}])",
    ),
    after: serbian(
      alt(
        "(?:u|na) (?:javnoj upravi|državnoj upravi|opštinama|općinama|gradovima|školama|obrazovanju|firmama|tvrtkama|zdravstvu)",
        "(?:će|ce) odgovarati na (?:pitanja|upite)",
      ),
    ),
  },
  sl: {
    name: unmarked(
      alt(
        "(?:ui|ai)[- ]?(?:asistent|agent|sistem|orodj|model)\\p{L}*",
        "(?:asistent|agent|sistem|orodj|model)\\p{L}* (?:za |na osnovi |z )?(?:ai|ui|umetn\\p{L}* inteligenc\\p{L}*)(?![\\p{L}])",
        "virtualn\\p{L}* asistent\\p{L}*",
        "umetn\\p{L}* inteligenc\\p{L}*",
        "klepetaln\\p{L}* robot\\p{L}*",
        "chatbot\\p{L}*",
        "jezikovn\\p{L}* model\\p{L}*",
      ),
    ),
    before: unmarked(
      "(?:uporab\\p{L}*|rab[aoe]|uvajanj\\p{L}*|uvedb\\p{L}*|pravila|pravil|regulacij\\p{L}*|smernic\\p{L}*|priporočil\\p{L}*|tveganj\\p{L}*|usposabljanj\\p{L}*|izobraževanj\\p{L}*|tečaj\\p{L}*|delavnic\\p{L}*|webinar\\p{L}*|seminar\\p{L}*|člank\\p{L}*|članek|študij\\p{L}*|raziskav\\p{L}*|anket\\p{L}*|poročil\\p{L}*|politik\\p{L}*|zakon\\p{L}*|izkušnj\\p{L}*)(?: (?:o|glede|na temo|z|s))?(?![\\p{L}])",
    ),
    adopt: unmarked(
      "(?:uporabljajo|uporabljamo|uvajajo|uvajamo|uvedli|preizkušajo|testirajo|s pomočjo|z uporabo)(?![\\p{L}])",
    ),
    after: unmarked(
      alt(
        "(?:v|na) (?:javni upravi|državni upravi|občinah|šolah|izobraževanju|podjetjih|zdravstvu)",
        "(?:bo|bodo) odgovarjal\\p{L}* na (?:vprašanja|poizvedbe)",
      ),
    ),
  },
  lt: {
    name: unmarked(
      alt(
        "(?:di|ai)[- ]?(?:asistent|agent|sistem|įranki|model)\\p{L}*",
        "(?:asistent|agent|sistem|įranki)\\p{L}* (?:su |pagrįst\\p{L}* )?(?:di|ai|dirbtiniu intelektu)(?![\\p{L}])",
        "virtual\\p{L}* asistent\\p{L}*",
        "dirbtin\\p{L}* intelekt\\p{L}*",
        "pokalbių robot\\p{L}*",
        "kalbos model\\p{L}*",
      ),
    ),
    before: unmarked(
      "(?:naudoja|naudojame|taiko|taikome|diegia|diegiame|įdiegė|testuoja|apie|pasitelkiant|dėka)(?![\\p{L}])",
    ),
    after: unmarked(
      "(?:naudojim\\p{L}*|taikym\\p{L}*|diegim\\p{L}*|įdiegim\\p{L}*|taisykl\\p{L}*|reguliavim\\p{L}*|gair\\p{L}*|rekomendacij\\p{L}*|rizik\\p{L}*|mokym\\p{L}*|kurs\\p{L}*|seminar\\p{L}*|vebinar\\p{L}*|straipsn\\p{L}*|tyrim\\p{L}*|apklaus\\p{L}*|ataskait\\p{L}*|politik\\p{L}*|įstatym\\p{L}*|patirt\\p{L}*|pagalba|viešajame sektoriuje|savivaldybėse|mokyklose|įmonėse|atsakys į)",
    ),
  },
  lv: {
    name: unmarked(
      alt(
        "(?:mi|ai)[- ]?(?:asistent|aģent|sistēm|rīk|model)\\p{L}*",
        "(?:asistent|aģent|sistēm|rīk)\\p{L}* (?:ar |uz )?(?:mi|ai|mākslīgo intelektu)(?![\\p{L}])",
        "virtuāl\\p{L}* asistent\\p{L}*",
        "mākslīg\\p{L}* intelekt\\p{L}*",
        "tērzēšanas robot\\p{L}*",
        "valodas model\\p{L}*",
      ),
    ),
    before: unmarked("(?:izmanto|izmantojam|lieto|lietojam|ievieš|ieviesām|ieviesa|testē|par|pateicoties)(?![\\p{L}])"),
    after: unmarked(
      "(?:izmantošan\\p{L}*|lietošan\\p{L}*|ieviešan\\p{L}*|noteikum\\p{L}*|regulējum\\p{L}*|vadlīnij\\p{L}*|ieteikum\\p{L}*|risk\\p{L}*|apmācīb\\p{L}*|kurs\\p{L}*|seminār\\p{L}*|vebinār\\p{L}*|rakst(?:s|u|ā|a)(?![\\p{L}])|pētījum\\p{L}*|aptauj\\p{L}*|ziņojum\\p{L}*|politik\\p{L}*|likum\\p{L}*|pieredz\\p{L}*|palīdzību|valsts pārvaldē|pašvaldībās|skolās|uzņēmumos|atbildēs uz)",
    ),
  },
  et: {
    name: alt(
      "(?:ti|ai)[- ]?(?:assistent|agent|süsteem|tööriist|vestlusrobot|mudel|lahendus)\\p{L}*",
      "(?:tehisintellekt)[- ]?(?:assistent|agent|süsteem|tööriist|vestlusrobot|mudel|lahendus)\\p{L}*",
      "tehisintellekt\\p{L}*",
      "tehisaru\\p{L}*",
      "vestlusrobot\\p{L}*",
      "keelemudel\\p{L}*",
      "virtuaalassistent\\p{L}*",
    ),
    before: "(?:kasutavad|kasutame|võtavad kasutusele|võtsime kasutusele|juurutavad|testivad|katsetavad)(?![\\p{L}])",
    after:
      "(?:kasutami\\p{L}*|kasutuselevõt\\p{L}*|rakendami\\p{L}*|juurutami\\p{L}*|reegl\\p{L}*|regulatsioon\\p{L}*|juhend\\p{L}*|soovitus\\p{L}*|riski\\p{L}*|koolitus\\p{L}*|kursus\\p{L}*|töötuba|veebiseminar\\p{L}*|seminar\\p{L}*|artikkel\\p{L}*|artikli\\p{L}*|uuring\\p{L}*|küsitlus\\p{L}*|aruan\\p{L}*|poliitika|seadus\\p{L}*|kogemus\\p{L}*|abil|avalikus sektoris|omavalitsustes|koolides|asutustes|ettevõtetes|vastab küsimustele)",
  },
  ca: {
    name: alt(
      "(?:assistent|agent|eina|sistema|xatbot|model)s? (?:virtual\\p{L}* )?(?:d['’]ia|d['’]intel[·.]?ligència artificial|ia|basat\\p{L}* en (?:la )?(?:ia|intel[·.]?ligència artificial))(?![\\p{L}])",
      "assistent\\p{L}* virtual\\p{L}*",
      "intel[·.]?ligència artificial",
      "xatbot\\p{L}*",
      "chatbot\\p{L}*",
      "model\\p{L}* de llenguatge",
    ),
    abbr: "ia",
    before:
      "(?:ús|utilització|implantació|implementació|desplegament|introducció|adopció|normes|regles|regulació|guia|directrius|recomanacions|bones pràctiques|riscos|formació|curs|taller|seminari|webinar|jornada|article|estudi|enquesta|informe|política|llei|experiència|prova pilot)s? (?:de la |de l['’]|del |dels |de les |d['’]|de |sobre (?:la |el |els |les |l['’])?|entorn de (?:la |l['’])?)",
    adopt:
      "(?:fan servir|utilitzen|usen|utilitzem|fem servir|implanten|despleguen|introdueixen|incorporen|provem|proven|amb l['’]ajuda d|mitjançant)",
    after: alt(
      "(?:a|en) (?:l['’]administració\\p{L}*|els ajuntaments|l['’]ajuntament|el sector públic|les escoles|l['’]escola|l['’]educació|les empreses|la sanitat|l['’]atenció ciutadana)",
      "(?:respondrà|respondran) (?:les |a les )?(?:vostres |teves |seves )?(?:consultes|preguntes)",
    ),
  },
  az: {
    name: azerbaijani(
      alt(
        "(?:ai|si)[- ]?(?:köməkçi|asistent|agent|sistem|alət|çatbot|model)\\p{L}*",
        "(?:süni intellekt)[- ]?(?:köməkçi|asistent|agent|sistem|alət|çatbot|model)\\p{L}*",
        "süni intellekt\\p{L}*",
        "virtual (?:köməkçi|asistent)\\p{L}*",
        "çatbot\\p{L}*",
        "chatbot\\p{L}*",
        "dil model\\p{L}*",
      ),
    ),
    after: azerbaijani(
      "(?:istifad\\p{L}*|tətbiq\\p{L}*|qayda\\p{L}*|tənzimlə\\p{L}*|tövsiyə\\p{L}*|risk\\p{L}*|təhlükə\\p{L}*|təlim\\p{L}*|kurs\\p{L}*|seminar\\p{L}*|vebinar\\p{L}*|məqalə\\p{L}*|araşdırma\\p{L}*|tədqiqat\\p{L}*|sorğu\\p{L}*|hesabat\\p{L}*|siyasət\\p{L}*|qanun\\p{L}*|təcrübə\\p{L}*|haqqında|barədə|vasitəsilə|köməyi ilə|dövlət qurumlarında|bələdiyyələrdə|məktəblərdə|şirkətlərdə|cavablandıracaq|cavab verəcək)",
    ),
  },
  kk: {
    name: alt(
      "(?:жи|ai)[- ]?(?:көмекші|ассистент|агент|жүйе|құрал|чат-?бот|модель)\\p{L}*",
      "(?:жасанды интеллект)[- ]?(?:көмекші|ассистент|агент|жүйе|құрал|чат-?бот|модель)\\p{L}*",
      "жасанды интеллект\\p{L}*",
      "виртуалды (?:көмекші|ассистент)\\p{L}*",
      "чат-?бот\\p{L}*",
      "тілдік модель\\p{L}*",
    ),
    after:
      "(?:пайдалан\\p{L}*|қолдану\\p{L}*|енгізу\\p{L}*|ереже\\p{L}*|реттеу\\p{L}*|ұсыным\\p{L}*|тәуекел\\p{L}*|қауіп\\p{L}*|оқыту\\p{L}*|тренинг\\p{L}*|курс\\p{L}*|семинар\\p{L}*|вебинар\\p{L}*|мақала\\p{L}*|зерттеу\\p{L}*|сауалнама\\p{L}*|саясат\\p{L}*|заң\\p{L}*|тәжірибе\\p{L}*|туралы|арқылы|көмегімен|мемлекеттік органдарда|әкімдіктерде|мектептерде|компанияларда|жауап береді)",
  },
  uz: {
    name: alt(
      "(?:ai|si)[- ]?(?:yordamchi|assistent|agent|tizim|vosita|chatbot|model)\\p{L}*",
      "(?:sun[ʼ'’]iy intellekt)[- ]?(?:yordamchi|assistent|agent|tizim|vosita|chatbot|model)\\p{L}*",
      "sun[ʼ'’]iy intellekt\\p{L}*",
      "virtual (?:yordamchi|assistent)\\p{L}*",
      "chatbot\\p{L}*",
      "til model\\p{L}*",
    ),
    after:
      "(?:foydalan\\p{L}*|qo[ʻ'‘’`]llash\\p{L}*|joriy etish\\p{L}*|qoida\\p{L}*|tavsiya\\p{L}*|xavf\\p{L}*|xatar\\p{L}*|o[ʻ'‘’`]qitish\\p{L}*|trening\\p{L}*|kurs\\p{L}*|seminar\\p{L}*|vebinar\\p{L}*|maqola\\p{L}*|tadqiqot\\p{L}*|so[ʻ'‘’`]rovnoma\\p{L}*|hisobot\\p{L}*|siyosat\\p{L}*|qonun\\p{L}*|tajriba\\p{L}*|haqida|orqali|yordamida|davlat idoralarida|hokimliklarda|maktablarda|kompaniyalarda|javob beradi)",
  },
  mn: {
    name: alt(
      "(?:ai|хо) ?(?:туслах|ассистент|агент|систем|хэрэгсэл|чатбот|загвар)\\p{L}*",
      "(?:хиймэл оюун(?:ы|ун)?) ?(?:туслах|ассистент|агент|систем|хэрэгсэл|чатбот|загвар)\\p{L}*",
      "хиймэл оюун\\p{L}*",
      "чатбот\\p{L}*",
      "хэлний загвар\\p{L}*",
    ),
    after:
      "(?:ашиглалт\\p{L}*|ашиглах\\p{L}*|ашигладаг|ашиглаж|хэрэглээ\\p{L}*|нэвтрүүл\\p{L}*|дүрэм\\p{L}*|зохицуул\\p{L}*|зөвлөмж\\p{L}*|эрсдэл\\p{L}*|сургалт\\p{L}*|семинар\\p{L}*|вебинар\\p{L}*|нийтлэл\\p{L}*|судалгаа\\p{L}*|тайлан\\p{L}*|бодлого\\p{L}*|хууль\\p{L}*|туршлага\\p{L}*|тухай|тусламжтай|ашиглан|төрийн байгууллагуудад|сургуулиудад|компаниудад|хариулна)",
  },
  zu: {
    name: alt(
      "(?:u)?(?:msizi|abasizi|isisizi|izisizi)(?: we-?ai| be-?ai| wobuhlakani bokwenziwa| bobuhlakani bokwenziwa)",
      "(?:ubuhlakani|nobuhlakani|ngobuhlakani|kubuhlakani|lobuhlakani|bobuhlakani) bokwenziwa",
      "imodeli yolimi",
    ),
    abbr: "ai|i-?ai",
    before:
      "(?:ukusetshenziswa|ukusebenzisa|ukwethulwa|imithetho|imihlahlandlela|izingozi|ukuqeqeshwa|uqeqesho|iwebhina|ucwaningo|inhlolovo|umbiko|inqubomgomo|umthetho|mayelana)(?: (?:lwe|kwe|mayelana ne|ngo|nge|we|ye|ze|ka))?",
    adopt: "(?:sisebenzisa|basebenzisa|zisebenzisa|asebenzisa|isebenzisa|sethula|bethula|ngosizo lwe)",
    after: "(?:kuhulumeni|ezikoleni|ezinkampanini|emasipala|ezibhedlela)|(?:izophendula|uzophendula)",
  },
  xh: {
    name: alt(
      "(?:u)?(?:mncedisi|abancedisi)(?: we-?ai| be-?ai| wobukrelekrele bokwenziwa| bobukrelekrele bokwenziwa)",
      "(?:ubukrelekrele|nobukrelekrele|ngobukrelekrele|kubukrelekrele|bobukrelekrele) bokwenziwa",
      "imodeli yolwimi",
    ),
    abbr: "ai|i-?ai",
    before:
      "(?:ukusetyenziswa|ukusebenzisa|ukwaziswa|imigaqo|izikhokelo|imingcipheko|uqeqesho|iwebhina|inqaku|uphando|ingxelo|umgaqo-nkqubo|umthetho|amava|malunga)(?: (?:lwe|kwe|malunga ne|nge|we|ye|ze))?",
    adopt: "(?:sisebenzisa|basebenzisa|zisebenzisa|asebenzisa|isebenzisa|sazisa|ngoncedo lwe)",
    after: "(?:kurhulumente|ezikolweni|kwiinkampani|kumasipala|ezibhedlele)|(?:iza kuphendula|uza kuphendula)",
  },
  af: {
    name: alt(
      "(?:ki|ai)[- ]?(?:assistent|agent|stelsel|kletsbot|chatbot|hulpmiddel|model)\\p{L}*",
      "(?:kunsmatige intelligensie)[- ]?(?:assistent|agent|stelsel|kletsbot|chatbot|hulpmiddel|model)\\p{L}*",
      "kunsmatige intelligensie",
      "kletsbot\\p{L}*",
      "chatbot\\p{L}*",
      "taalmodel\\p{L}*",
      "(?:virtuele|digitale) (?:assistent|agent)\\p{L}*",
    ),
    abbr: "ki|ai",
    before:
      "(?:gebruik|aanwending|invoering|reëls|riglyne|beleid|wet|risiko's|risiko|gevare|opleiding|kursus|werkswinkel|webinaar|webinar|seminaar|artikel|studie|ondersoek|opname|verslag|ervaring|loodsprojek) (?:van|oor|met|rondom|aangaande)(?![\\p{L}])",
    adopt: "(?:maak gebruik van|maak tans gebruik van|gebruik tans|gebruik reeds|met behulp van|danksy)(?![\\p{L}])",
    after: alt(
      "(?:in|by|binne) (?:die )?(?:openbare sektor|regering|staatsdiens|munisipaliteit\\p{L}*|skole|onderwys|maatskappye|gesondheidsorg)",
      "(?:sal|gaan) (?:binnekort |voortaan )?(?:u |jou )?(?:vrae|navrae) (?:beantwoord|hanteer)",
    ),
  },
  so: {
    name: alt(
      "(?:kaaliyaha|kaaliyayaasha|caawiyaha|nidaamka|nidaamyada|qalabka) (?:ai|sirdoonka macmalka)(?![\\p{L}])",
      "sirdoonka macmalka",
      "garaadka macmalka",
      "moodeelka luqadda",
    ),
    abbr: "ai",
    before:
      "(?:isticmaalka|adeegsiga|hirgelinta|xeerarka|sharciyada|khataraha|tababarka|koorsada|webinar|maqaalka|daraasadda|cilmi-baarista|sahanka|warbixinta|siyaasadda|sharciga|waayo-aragnimada|ku saabsan|iyadoo la adeegsanayo|iyadoo la isticmaalayo)(?![\\p{L}])",
    adopt: "(?:isticmaalaan|isticmaalnaa|adeegsadaan|adeegsanaa|hirgeliyeen)(?![\\p{L}])",
    after: "(?:dowladda|dugsiyada|iskuulada|shirkadaha|dawladaha hoose)|ka jawaabi doona",
  },
  ig: {
    name: unmarked(
      alt(
        "(?:onye|ndị) (?:enyemaka|inyeaka) ai",
        "(?:sistemụ|ngwa|usoro) ai",
        "ọgụgụ isi (?:arụrụ arụ|mmepụta)",
        "ụdị asụsụ",
      ),
    ),
    abbr: "ai",
    before: unmarked(
      "(?:ojiji|itinye n'ọrụ|iwebata|iwu|ụkpụrụ|ihe ize ndụ|ọzụzụ|nkuzi|webinar|isiokwu|edemede|nchọpụta|nnyocha|akụkọ|amụma|ahụmịhe|gbasara|site n'enyemaka)(?![\\p{L}])",
    ),
    adopt: unmarked("(?:na-eji|na eji|ejirila|ewebatala|na-ewebata)(?![\\p{L}])"),
    after: unmarked("(?:na|n')(?:gọọmentị|ụlọ akwụkwọ|ụlọ ọrụ)|ga-aza"),
  },
  ps: {
    name: alt("مصنوع[يی] ځ[يی]رکت[يی]ا", "(?:ai|اې آ[يی]) مرست[يی]ال\\S*", "ژبن[يی] ماډل\\S*", "چټ ?بوټ"),
    before:
      "(?:کارول|استعمال|پلي کول|قواعد|مقررات|خطرونه|روزنه|ورکشاپ|وېبينار|مقاله|څېړنه|سروې|راپور|پالیسي|پاليسي|قانون|تجربه|په اړه|په مرسته)",
    after: "(?:کارول|کاروي|کاروو|استعمالوي|په اړه|په مرسته|پلي کړ)",
  },
  ku: {
    name: unmarked(
      alt(
        "alîkar(?:ê|ên) (?:ai|zekaya çêkirî)",
        "zekaya (?:çêkirî|destkird)",
        "modela ziman",
        "(?:sîstem|amûr)(?:a|ên) (?:ai|zekaya çêkirî)",
      ),
    ),
    abbr: "ai",
    before: unmarked(
      "(?:bikaranîna|karanîna|rêgez|qaîde|metirsî|perwerde|kurs|semîner|webinar|gotar|lêkolîn|anket|rapor|siyaset|qanûn|ezmûn|derbarê|li ser|bi alîkariya)(?![\\p{L}])",
    ),
    after: unmarked(
      "(?:bi kar tîn\\p{L}*|bikar tîn\\p{L}*|bikartîn\\p{L}*|di (?:rêveberiya giştî|şaredariyan|dibistanan|şirketan)|dê bersiv bide)",
    ),
  },
  ckb: {
    name: alt("زیرەکیی? دەستکرد", "یاریدەدەر(?:ی|ەکانی)? (?:ai|زیرەکی(?:ی)? دەستکرد)", "مۆدێلی زمان", "چات ?بۆت"),
    before:
      "(?:بەکارهێنان|جێبەجێکردن|یاسا|ڕێسا|مەترسی|ڕاهێنان|خول|وۆرکشۆپ|وێبینار|وتار|لێکۆڵینەوە|ڕاپرسی|ڕاپۆرت|سیاسەت|ئەزموون|دەربارەی|سەبارەت بە|بە یارمەتی)",
    after: "(?:بەکاردەهێنن|بەکار دەهێنن|بەکاردێنن|لە (?:دامەزراوە حکومییەکان|شارەوانی|قوتابخانەکان|کۆمپانیاکان))",
  },
  gu: {
    name: alt(
      "(?:એઆઈ|ai) ?(?:સહાયક|આસિસ્ટન્ટ|એજન્ટ|સિસ્ટમ|ટૂલ|ચેટબોટ|મોડેલ)\\S*",
      "(?:કૃત્રિમ બુદ્ધિ\\S*) ?(?:સહાયક|આસિસ્ટન્ટ|એજન્ટ|સિસ્ટમ|ટૂલ|ચેટબોટ|મોડેલ)\\S*",
      "કૃત્રિમ બુદ્ધિ\\S*",
      "ભાષા મોડેલ",
      "ચેટબોટ",
      "એઆઈ",
    ),
    after: alt(
      "(?:(?:નો|ની|નું|ના) )?(?:ઉપયોગ|વપરાશ|અમલ|નિયમો|માર્ગદર્શિકા|જોખમ|તાલીમ|વેબિનાર|વર્કશોપ|લેખ|અભ્યાસ|સર્વે|અહેવાલ|નીતિ|કાયદો|અનુભવ|ની મદદથી|દ્વારા)",
      "(?:વિશે|અંગે|સંબંધિત) ?(?:તાલીમ|વેબિનાર|વર્કશોપ|લેખ|અભ્યાસ|ચર્ચા|માહિતી|નિયમો)",
      "(?:શરૂ|લાગુ) (?:કર|કર્યો|કરી)|જવાબ આપશે",
    ),
  },
  mr: {
    name: alt(
      "(?:एआय|एआई|ai) ?(?:सहाय्यक|सहायक|असिस्टंट|एजंट|प्रणाली|टूल|चॅटबॉट|मॉडेल)\\S*",
      "(?:कृत्रिम बुद्धिमत्ता) ?(?:सहाय्यक|सहायक|असिस्टंट|एजंट|प्रणाली|टूल|चॅटबॉट|मॉडेल)\\S*",
      "कृत्रिम बुद्धिमत्ता\\S*",
      "भाषा मॉडेल",
      "चॅटबॉट",
      "एआय",
    ),
    after: alt(
      "(?:(?:चा|ची|चे|च्या) )?(?:वापर|उपयोग|अंमलबजावणी|नियम|मार्गदर्शक तत्त्वे|मार्गदर्शिका|धोके|प्रशिक्षण|वेबिनार|कार्यशाळा|लेख|अभ्यास|सर्वेक्षण|अहवाल|धोरण|कायदा|अनुभव|मदतीने)",
      "(?:बद्दल|विषयी|संदर्भात) ?(?:प्रशिक्षण|वेबिनार|कार्यशाळा|लेख|अभ्यास|चर्चा|माहिती|नियम)",
      "(?:वापरतात|वापरत आहेत|वापरणार|सुरू केल)|उत्तर देईल",
    ),
  },
  pa: {
    name: alt(
      "(?:ਏਆਈ|ai) ?(?:ਸਹਾਇਕ|ਅਸਿਸਟੈਂਟ|ਏਜੰਟ|ਸਿਸਟਮ|ਟੂਲ|ਚੈਟਬੋਟ|ਮਾਡਲ)\\S*",
      "(?:ਬਣਾਉਟੀ ਬੁੱਧੀ|ਨਕਲੀ ਬੁੱਧੀ) ?(?:ਸਹਾਇਕ|ਅਸਿਸਟੈਂਟ|ਏਜੰਟ|ਸਿਸਟਮ|ਟੂਲ|ਚੈਟਬੋਟ|ਮਾਡਲ)\\S*",
      "(?:ਬਣਾਉਟੀ|ਨਕਲੀ) ਬੁੱਧੀ",
      "ਭਾਸ਼ਾ ਮਾਡਲ",
      "ਚੈਟਬੋਟ",
      "ਏਆਈ",
    ),
    after: alt(
      "(?:(?:ਦੀ|ਦਾ|ਦੇ) )?(?:ਵਰਤੋਂ|ਇਸਤੇਮਾਲ|ਨਿਯਮ|ਦਿਸ਼ਾ-ਨਿਰਦੇਸ਼|ਖ਼ਤਰੇ|ਖਤਰੇ|ਸਿਖਲਾਈ|ਵੈਬਿਨਾਰ|ਵਰਕਸ਼ਾਪ|ਲੇਖ|ਅਧਿਐਨ|ਸਰਵੇਖਣ|ਰਿਪੋਰਟ|ਨੀਤੀ|ਕਾਨੂੰਨ|ਤਜਰਬਾ|ਮਦਦ ਨਾਲ)",
      "(?:ਬਾਰੇ|ਸਬੰਧੀ) ?(?:ਸਿਖਲਾਈ|ਵੈਬਿਨਾਰ|ਲੇਖ|ਅਧਿਐਨ|ਚਰਚਾ|ਜਾਣਕਾਰੀ)",
      "ਵਰਤ (?:ਰਹੇ|ਰਹੀਆਂ|ਰਿਹਾ)|ਜਵਾਬ ਦੇਵੇਗਾ",
    ),
  },
  te: {
    name: alt(
      "(?:ఏఐ|ai) ?(?:సహాయకు|అసిస్టెంట్|ఏజెంట్|వ్యవస్థ|సిస్టమ్|టూల్|చాట్బాట్|మోడల్)\\S*",
      "(?:కృత్రిమ మేధ) ?(?:సహాయకు|అసిస్టెంట్|ఏజెంట్|వ్యవస్థ|సిస్టమ్|టూల్|చాట్బాట్|మోడల్)\\S*",
      "కృత్రిమ మేధ\\S*",
      "భాషా మోడల్\\S*",
      "ఏఐ",
    ),
    after:
      "(?:వినియోగ\\S*|వాడకం|అమలు|నియమాలు|నిబంధనలు|మార్గదర్శకాలు|ప్రమాదాలు|శిక్షణ|వెబినార్|వర్క్షాప్|వ్యాసం|అధ్యయనం|సర్వే|నివేదిక|విధానం|చట్టం|అనుభవం|గురించి|సహాయంతో|ద్వారా|ఉపయోగిస్తున్నా\\S*|వాడుతున్నా\\S*|ప్రవేశపెట్ట\\S*|సమాధానం ఇస్తుంది)",
  },
  kn: {
    name: alt(
      "(?:ಎಐ|ai) ?(?:ಸಹಾಯಕ|ಅಸಿಸ್ಟೆಂಟ್|ಏಜೆಂಟ್|ವ್ಯವಸ್ಥೆ|ಸಿಸ್ಟಮ್|ಟೂಲ್|ಚಾಟ್ಬಾಟ್|ಮಾದರಿ)\\S*",
      "(?:ಕೃತಕ ಬುದ್ಧಿಮತ್ತೆ) ?(?:ಸಹಾಯಕ|ಅಸಿಸ್ಟೆಂಟ್|ಏಜೆಂಟ್|ವ್ಯವಸ್ಥೆ|ಸಿಸ್ಟಮ್|ಟೂಲ್|ಚಾಟ್ಬಾಟ್|ಮಾದರಿ)\\S*",
      "ಕೃತಕ ಬುದ್ಧಿಮತ್ತೆ\\S*",
      "ಭಾಷಾ ಮಾದರಿ\\S*",
      "ಎಐ",
    ),
    after:
      "(?:ಬಳಕೆ\\S*|ಅನುಷ್ಠಾನ\\S*|ನಿಯಮ\\S*|ಮಾರ್ಗಸೂಚಿ\\S*|ಅಪಾಯ\\S*|ತರಬೇತಿ\\S*|ವೆಬಿನಾರ್\\S*|ಕಾರ್ಯಾಗಾರ\\S*|ಲೇಖನ\\S*|ಅಧ್ಯಯನ\\S*|ಸಮೀಕ್ಷೆ\\S*|ವರದಿ\\S*|ನೀತಿ\\S*|ಕಾನೂನು\\S*|ಅನುಭವ\\S*|ಬಗ್ಗೆ|ಸಹಾಯದಿಂದ|ಮೂಲಕ|ಬಳಸುತ್ತಿ\\S*|ಬಳಸುತ್ತವೆ|ಜಾರಿಗೆ ತಂದ\\S*|ಉತ್ತರಿಸುತ್ತದೆ)",
  },
  ml: {
    name: alt(
      "(?:എഐ|ai) ?(?:സഹായി|അസിസ്റ്റന്റ്|ഏജന്റ്|സംവിധാന|സിസ്റ്റം|ടൂൾ|ചാറ്റ്ബോട്ട്|മോഡൽ)\\S*",
      "(?:നിർമ്മിത ബുദ്ധി|കൃത്രിമ ബുദ്ധി) ?(?:സഹായി|അസിസ്റ്റന്റ്|ഏജന്റ്|സംവിധാന|സിസ്റ്റം|ടൂൾ|ചാറ്റ്ബോട്ട്|മോഡൽ)\\S*",
      "(?:നിർമ്മിത|കൃത്രിമ) ബുദ്ധി\\S*",
      "ഭാഷാ മോഡ(?:ൽ|ല്)\\S*",
      "എഐ",
    ),
    after:
      "(?:ഉപയോഗ\\S*|വിനിയോഗ\\S*|നടപ്പാക്ക\\S*|നിയമ\\S*|മാർഗനിർദേശ\\S*|മാർഗ്ഗനിർദ്ദേശ\\S*|അപകട\\S*|പരിശീലന\\S*|വെബിനാർ\\S*|ശിൽപശാല\\S*|ലേഖന\\S*|പഠന\\S*|സർവേ\\S*|റിപ്പോർട്ട്\\S*|അനുഭവ\\S*|സംബന്ധിച്ച|കുറിച്ച്|കുറിച്ചുള്ള|സഹായത്തോടെ|വഴി|അവതരിപ്പി\\S*|മറുപടി നൽകും)",
  },
};

/** The rows, for the test that every cue language has one. */
export const TOPIC_CUES: Readonly<Partial<Record<Lang, Readonly<TopicRow>>>> = ROWS;

/** The AI named inside a topic frame: the frame and the name in one match (→ read by injection.ts to drop the
 * addressing hits that start inside one; weighed nowhere itself). */
export const AI_TOPIC: PhraseTable = conceptTable(ROWS, (row, lang) => {
  const named = row.abbr ? alt(row.name, `(?:${row.abbr})(?![\\p{L}\\p{N}])`) : `(?:${row.name})`;
  return [
    row.before ? near(row.before, named, gap(lang, 40)) : undefined,
    row.adopt ? near(row.adopt, named, gap(lang, 30)) : undefined,
    row.after ? follow(lang, row.name, row.after) : undefined,
    row.after && row.abbr ? `(?:${row.abbr})${UNSPACED.has(lang) ? "" : " "}(?:${row.after})` : undefined,
  ];
});
