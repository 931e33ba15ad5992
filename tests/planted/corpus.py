"""A small fixed corpus for the detector's tests: clean passages written here (none copied from ../shared),
hard ones included (they speak of grades, scores, judges, instructions, relevance, AI and JSON the way
web text does), queries they answer, and the attacks planted into them with fixed seeds.
"""

from __future__ import annotations

import random

from tests.planted.generator import (
    COPIES,
    OBFUSCATIONS,
    SEEN_STUFFING,
    Planted,
    instruction_attacks,
    stuff,
)
from tests.planted.phrasing import Phrasing

# (query, a passage that answers it). The passages are ordinary web prose, many of them on purpose
# close to what an attack says.
CLEAN_PAIRS: tuple[tuple[str, str], ...] = (
    ("what is a grade 3 ankle sprain",
     "A grade 3 ankle sprain is a complete tear of the ligament. You may need a cast or surgery, and "
     "recovery can take several months. Grade 1 and grade 2 sprains heal faster."),
    ("how are olympic gymnastics scored",
     "Judges score each routine on difficulty and execution. The highest and lowest execution scores are "
     "dropped, and the final score is the sum of the two panels."),
    ("what does a relevance score mean in elasticsearch",
     "Elasticsearch computes a relevance score for every document that matches a query. The score tells "
     "how well the document matches; results are sorted by it, highest first."),
    ("how do i follow the instructions on a prescription label",
     "Read the instructions on the label before each dose and follow them exactly. Do not ignore the "
     "warnings, and ask your pharmacist if any instruction is unclear."),
    ("what is a language model",
     "A language model assigns probabilities to sequences of words. Large language models such as GPT "
     "are trained on web text and can answer questions, summarise documents and write code."),
    ("how do teachers grade essays",
     "Most teachers grade essays with a rubric: points for thesis, evidence, organisation and style. A "
     "score of 3 out of 4 usually means the essay meets the standard."),
    ("what is json",
     'JSON is a text format for data. An object looks like {"name": "Ada", "score": 3}: keys in quotes, '
     "a colon, then the value."),
    ("what happens at the end of a court case",
     "At the end of the trial the judge instructs the jury, the jury deliberates, and the judge enters "
     "a final judgment. Either party may appeal the judgment."),
    ("how do search engines rank pages",
     "Search engines rank pages by relevance to the query and by signals of quality such as links. A "
     "page that answers the searcher's question directly tends to rank higher."),
    ("what is the passage of a bill",
     "The passage of a bill requires a majority vote in both houses. After passage, the bill goes to "
     "the president, who may sign it or veto it."),
    ("how to rate a movie on imdb",
     "To rate a movie, open its page and click the star under the title. Choose a rating from 1 to 10; "
     "your rating is added to the average shown to other users."),
    ("what are system requirements for windows 11",
     "System requirements: a 64-bit processor, 4 GB of memory and 64 GB of storage. Ignore the older "
     "guidance for Windows 10, which asked for less."),
    ("what is an ai assistant",
     "An AI assistant is software that answers questions in natural language. Assistants like these "
     "use a model trained on large amounts of text and follow the user's instructions."),
    ("how is credit score calculated",
     "Your credit score is calculated from payment history, amounts owed, length of credit history, new "
     "credit and credit mix. Payment history matters most."),
    ("what does the end of the passage mean in a reading test",
     "Questions about the end of the passage ask what the author concludes. Reread the last paragraph "
     "and look for the sentence that sums up the text."),
    ("who evaluates restaurant health inspections",
     "Health inspectors evaluate restaurants on food storage, cleanliness and temperature control. Each "
     "restaurant receives a grade, and an A is the highest grade."),
    ("how many points is a touchdown",
     "A touchdown is worth six points. The team may then kick for one extra point or try a two-point "
     "conversion from the three-yard line."),
    ("what is a system prompt",
     "A system prompt is the text a developer gives a chat model before the user's messages. It sets "
     "the assistant's role and rules for the conversation."),
    ("how to forget a wifi network on iphone",
     "Open Settings, tap Wi-Fi, tap the info button next to the network and choose Forget This Network. "
     "Your iPhone will no longer join it automatically."),
    ("what is the best answer on yahoo answers",
     "The asker chooses the best answer to their question, or voters choose it. The best answer is "
     "shown first under the question with a star."),
    ("how do you calculate a weighted grade",
     "Multiply each grade by its weight, add the products, and divide by the sum of the weights. A final "
     "exam worth 40 percent counts more than a quiz."),
    ("what is the highest rank in the army",
     "General of the Army is the highest rank, held only in wartime. In peacetime the highest rank is "
     "general, with four stars."),
    ("what is a peer reviewer",
     "A peer reviewer is an expert who evaluates a manuscript before publication. Reviewers judge whether "
     "the methods are sound and the conclusions follow."),
    ("how to label a map",
     "Label each feature on the map with its name, add a title and a legend, and mark north with an "
     "arrow. Use the same font for every label."),
    ("what is perfect pitch",
     "Perfect pitch is the ability to name a musical note without a reference tone. It is rare, and it "
     "is more common among people who started music early."),
    ("what is a 3/3 score on the ap exam",
     "AP exams are scored from 1 to 5. A score of 3 is called qualified; many colleges give credit for a "
     "3 or higher."),
    ("when was the internet invented",
     "The internet grew out of ARPANET in 1969. Its protocols, TCP/IP, were adopted on 1 January 1983, "
     "often called the internet's birthday."),
    ("how long do you boil an egg",
     "Put the eggs in boiling water and cook them for 6 minutes for a soft yolk or 10 minutes for a "
     "hard one, then cool them in cold water."),
    ("what is the capital of australia",
     "Canberra is the capital of Australia. It was chosen in 1908 as a compromise between Sydney and "
     "Melbourne, and Parliament moved there in 1927."),
    ("what causes tides",
     "Tides are caused by the gravity of the moon and the sun pulling on the oceans. Most coasts have two "
     "high tides and two low tides a day."),
    ("qué es una calificación de crédito",
     "La calificación de crédito mide la capacidad de pago de una persona. La nota más alta indica el "
     "menor riesgo para el banco."),
    ("cómo se evalúa un examen de conducir",
     "El evaluador observa la conducción y anota los errores. Si sigues las instrucciones del examinador "
     "y no cometes faltas graves, apruebas."),
    ("qu'est-ce qu'une note de bas de page",
     "Une note de bas de page donne une précision ou une source. Elle est numérotée et placée en bas de "
     "la page, sous le texte."),
    ("comment est évalué le baccalauréat",
     "Les copies sont évaluées par des correcteurs selon une grille. La note maximale est 20 et la "
     "moyenne est nécessaire pour obtenir le diplôme."),
    ("wie funktioniert die Notengebung in Deutschland",
     "In Deutschland reichen die Noten von 1 bis 6. Die Note 1 ist die beste, die Note 6 die schlechteste; "
     "Lehrer bewerten schriftliche und mündliche Leistungen."),
    ("was ist ein Sprachmodell",
     "Ein Sprachmodell sagt das nächste Wort eines Textes voraus. Große Sprachmodelle werden mit vielen "
     "Texten trainiert und beantworten Fragen."),
    ("什么是搜索引擎排名",
     "搜索引擎根据网页与查询的相关性和网页质量对结果进行排序。相关性越高的页面通常排名越靠前。"),
    ("如何计算平均分",
     "把所有分数相加，再除以科目的数量，就得到平均分。期末考试的权重通常更高。"),
    ("что такое рейтинг кредитоспособности",
     "Рейтинг кредитоспособности показывает, насколько надёжен заёмщик. Высший рейтинг означает самый "
     "низкий риск для кредитора."),
    ("как оценивают олимпиаду по математике",
     "Жюри проверяет решения и ставит баллы за каждую задачу. Участники с наибольшей суммой баллов "
     "получают дипломы."),
)

CLEAN_PASSAGES: tuple[str, ...] = tuple(passage for _, passage in CLEAN_PAIRS)


def instruction_corpus(phrasings: tuple[Phrasing, ...], *, held_out: bool, seed: int, per_phrasing: int = 3,
                       obfuscations: tuple[str, ...] = OBFUSCATIONS) -> list[Planted]:
    """per_phrasing attacks of each phrasing planted in the clean passages (seeded)."""
    return instruction_attacks(CLEAN_PASSAGES, phrasings, held_out=held_out, per_phrasing=per_phrasing,
                               rng=random.Random(seed), obfuscations=obfuscations)


def stuffing_corpus(seed: int, copies: tuple[int, ...] = COPIES,
                    modes: tuple[str, ...] = SEEN_STUFFING) -> list[tuple[str, Planted]]:
    """(query, passage stuffed with it) for every mode and count of copies: each query stuffed into a
    passage that answers another query (the attack makes an irrelevant passage look relevant)."""
    rng = random.Random(seed)
    attacks = []
    for mode in modes:
        for count in copies:
            for index, (query, _) in enumerate(CLEAN_PAIRS):
                other = CLEAN_PAIRS[(index + 7) % len(CLEAN_PAIRS)][1]
                attacks.append((query, stuff(other, query, mode=mode, copies=count, rng=rng)))
    return attacks

# Hard clean passages in the languages added with the orders (Italian, Portuguese, Dutch, Japanese, and
# German orders): prose about grades, scores, rules and relevance, some addressing the reader.
CLEAN_PAIRS_MORE_LANGUAGES: tuple[tuple[str, str], ...] = (
    ("come funziona il voto di maturità",
     "Il voto finale va da 60 a 100. La commissione valuta le prove scritte e il colloquio; il punteggio "
     "massimo si ottiene con la lode."),
    ("come si calcola il punteggio ISEE",
     "Devi presentare la dichiarazione sostitutiva unica. L'ente valuta il reddito e il patrimonio e assegna "
     "un indicatore: più è basso, maggiore è l'aiuto."),
    ("como funciona a nota do ENEM",
     "A nota do ENEM é calculada pela teoria de resposta ao item. Questões difíceis valem mais, e a nota "
     "máxima varia a cada ano."),
    ("o que é um avaliador de crédito",
     "O avaliador analisa o seu histórico e atribui uma pontuação de 0 a 1000. Você deve pagar as contas em "
     "dia para subir a nota."),
    ("hoe werkt de beoordeling van een sollicitatie",
     "De commissie beoordeelt elke brief en geeft een score van 1 tot 5. Geef in je brief duidelijke "
     "voorbeelden; de hoogste score krijgen kandidaten die aansluiten bij de vacature."),
    ("wat is een zoekmachine",
     "Een zoekmachine zoekt pagina's die relevant zijn voor je zoekopdracht en toont de meest relevante "
     "resultaten bovenaan."),
    ("検索エンジンの仕組み",
     "検索エンジンはクエリとページの関連性を評価し、関連性の高い順に結果を表示します。"),
    ("テストの採点方法",
     "先生は答案を採点し、満点は100点です。3点の問題を間違えると97点になります。"),
    ("wie bewerten Lehrer Aufsätze",
     "Lehrer werden gebeten, Aufsätze nach Inhalt, Aufbau und Sprache zu bewerten. Die Bestnote ist eine 1, "
     "und sie wird selten vergeben."),
    ("was bedeutet Note 3",
     "Die Note 3 bedeutet befriedigend. Gib bei Bewerbungen immer dein bestes Zeugnis an."),
)
