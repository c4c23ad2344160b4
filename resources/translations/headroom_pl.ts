<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
    <context>
        <name>Quote</name>
        <message>
            <source>Memory each GPU needs for the work as specified: sequences of {tokens} tokens in micro-batches of {sequences}, on {gpus} GPU(s), with {runtime}.</source>
            <translation>Pamięć potrzebna każdemu GPU dla zadania w podanej postaci: sekwencje po {tokens} tokenów, micro-batch {sequences}, na {gpus} GPU, z {runtime}.</translation>
        </message>
        <message>
            <source>Memory each GPU needs for the work as specified: {tokens} tokens per request (input and output) × {sequences} requests at a time, on {gpus} GPU(s), with {runtime}.</source>
            <translation>Pamięć potrzebna każdemu GPU dla zadania w podanej postaci: {tokens} tokenów na zapytanie (wejście i wyjście) × {sequences} zapytań naraz, na {gpus} GPU, z {runtime}.</translation>
        </message>
        <message>
            <source>As specified</source>
            <translation>Jak podano</translation>
        </message>
        <message>
            <source>Memory per GPU by component. Whiskers: the low–high range. Dashed lines: usable memory per GPU of each candidate configuration (numbered as in section {n}).</source>
            <translation>Pamięć na jeden GPU według składników. Wąsy: zakres od dolnej do górnej oceny. Linie przerywane: dostępna pamięć jednego GPU w każdej rozważanej konfiguracji (numeracja jak w sekcji {n}).</translation>
        </message>
        <message>
            <source>{unit} per GPU</source>
            <translation>{unit} na GPU</translation>
        </message>
        <message>
            <source>Range: {reason}.</source>
            <translation>Zakres: {reason}.</translation>
        </message>
        <message>
            <source>All {n} GPUs (not one pool)</source>
            <translation>Wszystkie {n} GPU (nie jedna pula)</translation>
        </message>
        <message>
            <source>GB = 10⁹ bytes (vendors' figures), GiB = 2³⁰ bytes (what monitoring tools such as nvidia-smi show): {gb} = {gib}. A difference between the two is the unit, not missing memory. Figures in this document are in {unit}.</source>
            <translation>GB = 10⁹ bajtów (tak podają producenci), GiB = 2³⁰ bajtów (tak pokazują narzędzia monitorujące, np. nvidia-smi): {gb} = {gib}. Różnica między nimi to jednostka, a nie brakująca pamięć. Wartości w tym dokumencie podano w {unit}.</translation>
        </message>
        <message>
            <source>meets the target ({kind})</source>
            <translation>cel spełniony ({kind})</translation>
        </message>
        <message>
            <source>misses the target ({kind})</source>
            <translation>cel niespełniony ({kind})</translation>
        </message>
        <message>
            <source>{value} tokens/s</source>
            <translation>{value} tokenów/s</translation>
        </message>
        <message>
            <source>{value} h</source>
            <translation>{value} h</translation>
        </message>
        <message>
            <source>none</source>
            <translation>brak</translation>
        </message>
        <message>
            <source>{gpus}; {cores} CPU cores, {ram} RAM, NVMe {nvme}, network {count} × {gbps} Gb/s</source>
            <translation>{gpus}; {cores} rdzeni CPU, {ram} RAM, NVMe {nvme}, sieć {count} × {gbps} Gb/s</translation>
        </message>
        <message>
            <source>; {n} servers</source>
            <translation>; serwerów: {n}</translation>
        </message>
        <message>
            <source>none: the work as specified does not fit</source>
            <translation>brak: zadanie w podanej postaci się nie mieści</translation>
        </message>
        <message>
            <source>micro-batch up to {n}; sequences up to {tokens} tokens</source>
            <translation>micro-batch do {n}; sekwencje do {tokens} tokenów</translation>
        </message>
        <message>
            <source>up to {n} requests at a time; up to {tokens} tokens per request</source>
            <translation>do {n} zapytań naraz; do {tokens} tokenów na zapytanie</translation>
        </message>
        <message>
            <source>none: short by {bytes} per GPU</source>
            <translation>brak: brakuje {bytes} na każdym GPU</translation>
        </message>
        <message>
            <source>recommended</source>
            <translation>zalecana</translation>
        </message>
        <message>
            <source>needs {need} ({low}–{high}) of {usable} usable</source>
            <translation>potrzeba {need} ({low}–{high}) z {usable} dostępnych</translation>
        </message>
        <message>
            <source>{amount} {currency} per month</source>
            <translation>{amount} {currency} miesięcznie</translation>
        </message>
        <message>
            <source>; {amount} {currency} per million generated tokens</source>
            <translation>; {amount} {currency} za milion wygenerowanych tokenów</translation>
        </message>
        <message>
            <source>Shown: the {shown} best-ranked of {total} server profiles compared.</source>
            <translation>Pokazano {shown} najlepszych spośród {total} porównanych profili serwerów.</translation>
        </message>
        <message>
            <source>Speeds are estimates from each GPU's published memory bandwidth and compute, not measurements; the pilot measures them.</source>
            <translation>Prędkości to szacunki na podstawie publikowanej przepustowości pamięci i mocy obliczeniowej każdego GPU, a nie pomiary; zmierzy je pilotaż.</translation>
        </message>
        <message>
            <source>Its measured figures are not attached to this document.</source>
            <translation>Jego wyniki pomiarów nie są dołączone do tego dokumentu.</translation>
        </message>
        <message>
            <source>Run on {server} on {date}. Versions: {versions}.</source>
            <translation>Przeprowadzony na {server}, {date}. Wersje: {versions}.</translation>
        </message>
        <message>
            <source>Peak GPU memory measured: {peak} per GPU (estimate: {typical}, range {low}–{high}).</source>
            <translation>Zmierzone szczytowe zużycie pamięci GPU: {peak} na GPU (szacunek: {typical}, zakres {low}–{high}).</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>Scenariusz</translation>
        </message>
        <message>
            <source>Input tokens</source>
            <translation>Tokeny wejściowe</translation>
        </message>
        <message>
            <source>Parallel</source>
            <translation>Równolegle</translation>
        </message>
        <message>
            <source>Requests</source>
            <translation>Zapytania</translation>
        </message>
        <message>
            <source>Errors</source>
            <translation>Błędy</translation>
        </message>
        <message>
            <source>Tokens/s per user</source>
            <translation>Tokeny/s na użytkownika</translation>
        </message>
        <message>
            <source>A short training run with sequences of {seq_len} tokens in micro-batches of {batch}, then with the longest sequences you expect.</source>
            <translation>Krótki przebieg treningu z sekwencjami po {seq_len} tokenów i micro-batch {batch}, potem z najdłuższymi spodziewanymi sekwencjami.</translation>
        </message>
        <message>
            <source>Save and restore one checkpoint, and time both.</source>
            <translation>Zapisać i odtworzyć jeden checkpoint oraz zmierzyć czas obu kroków.</translation>
        </message>
        <message>
            <source>Short input: {input} tokens in, {output} out — one request alone, then {concurrency} requests in parallel.</source>
            <translation>Krótkie wejście: {input} tokenów na wejściu, {output} na wyjściu — najpierw jedno zapytanie, potem {concurrency} zapytań równolegle.</translation>
        </message>
        <message>
            <source>Long input: {tokens} tokens — alone, then in parallel with the other requests.</source>
            <translation>Długie wejście: {tokens} tokenów — najpierw samo, potem równolegle z innymi zapytaniami.</translation>
        </message>
        <message>
            <source>Long input: the longest document you expect — alone, then in parallel with the other requests.</source>
            <translation>Długie wejście: najdłuższy spodziewany dokument — najpierw sam, potem równolegle z innymi zapytaniami.</translation>
        </message>
        <message>
            <source>Record the versions: model revision {revision}, GPU driver, CUDA, {runtime} and its launch parameters, so the result can be repeated.</source>
            <translation>Zapisać wersje: rewizję modelu {revision}, sterownik GPU, CUDA, {runtime} i parametry uruchomienia, aby wynik dało się powtórzyć.</translation>
        </message>
        <message>
            <source>Measure the peak GPU memory on each GPU and compare it with the estimate of {typical} ({low}–{high}).</source>
            <translation>Zmierzyć szczytowe zużycie pamięci na każdym GPU i porównać je z szacunkiem {typical} ({low}–{high}).</translation>
        </message>
        <message>
            <source>Count the errors (out of memory, crashes) and record the training throughput in tokens per second.</source>
            <translation>Policzyć błędy (brak pamięci, awarie) i zapisać przepustowość treningu w tokenach na sekundę.</translation>
        </message>
        <message>
            <source>Count the errors (out of memory, timeouts, failed requests) and record the response times — time to first token and tokens per second per user — against the targets above.</source>
            <translation>Policzyć błędy (brak pamięci, przekroczenia czasu, nieudane zapytania) i zapisać czasy odpowiedzi — czas do pierwszego tokena i tokeny na sekundę na użytkownika — w porównaniu z celami powyżej.</translation>
        </message>
        <message>
            <source>Use representative data you are allowed to process, and leave warm-up and the first start (downloading weights, compiling) out of the figures.</source>
            <translation>Użyć reprezentatywnych danych, które wolno przetwarzać; rozgrzewkę i pierwsze uruchomienie (pobieranie wag, kompilacja) pominąć w wynikach.</translation>
        </message>
        <message>
            <source>Headroom's pilot kit (pilot_serve.py) runs the serving part of this plan against an OpenAI-compatible endpoint and records the figures.</source>
            <translation>Zestaw pilotażowy Headroom (pilot_serve.py) wykonuje część planu dotyczącą obsługi zapytań na endpoincie zgodnym z OpenAI i zapisuje wyniki.</translation>
        </message>
        <message>
            <source>the offered GPUs</source>
            <translation>oferowanych GPU</translation>
        </message>
        <message>
            <source>Software stack: which GPU driver, CUDA and {runtime} versions do you support on the {gpu}, and can we choose and pin them?</source>
            <translation>Stos oprogramowania: które wersje sterownika GPU, CUDA i {runtime} wspieracie na {gpu} i czy możemy je wybrać i zablokować?</translation>
        </message>
        <message>
            <source>Availability: when can the configuration be ready, for what minimum term, and how quickly can it be extended or resized?</source>
            <translation>Dostępność: kiedy konfiguracja może być gotowa, na jaki minimalny okres i jak szybko można ją przedłużyć lub zmienić?</translation>
        </message>
        <message>
            <source>Isolation: is the server dedicated to us? What isolation do you guarantee (no shared GPUs, separate networks, where the data is stored and who can access it)?</source>
            <translation>Izolacja: czy serwer jest przeznaczony wyłącznie dla nas? Jaką izolację gwarantujecie (bez współdzielonych GPU, oddzielne sieci, gdzie przechowywane są dane i kto ma do nich dostęp)?</translation>
        </message>
        <message>
            <source>Management: what do you manage (hardware, operating system, drivers, monitoring, backup), what do we manage, and how fast do you respond to a failure?</source>
            <translation>Zarządzanie: czym zarządzacie wy (sprzęt, system operacyjny, sterowniki, monitoring, kopie zapasowe), czym my i jak szybko reagujecie na awarię?</translation>
        </message>
        <message>
            <source>Our requirement: {text}.</source>
            <translation>Nasze wymaganie: {text}.</translation>
        </message>
        <message>
            <source>Power and cooling: what power and cooling are available per server?</source>
            <translation>Zasilanie i chłodzenie: jaka moc i jakie chłodzenie są dostępne na jeden serwer?</translation>
        </message>
        <message>
            <source>A configuration like this may draw up to about {watts} W.</source>
            <translation>Taka konfiguracja może pobierać do około {watts} W.</translation>
        </message>
        <message>
            <source>Network: what bandwidth and traffic limits apply, and how are the GPUs connected (NVLink, NVSwitch or PCIe)?</source>
            <translation>Sieć: jaka przepustowość i jakie limity ruchu obowiązują oraz jak połączone są GPU (NVLink, NVSwitch czy PCIe)?</translation>
        </message>
        <message>
            <source>Pilot: can we run the pilot described above on the same configuration before we commit?</source>
            <translation>Pilotaż: czy możemy przeprowadzić opisany wyżej pilotaż na tej samej konfiguracji przed podjęciem zobowiązania?</translation>
        </message>
        <message>
            <source>No concern found for any candidate.</source>
            <translation>W żadnej konfiguracji nie znaleziono problemów.</translation>
        </message>
        <message>
            <source>No concern found.</source>
            <translation>Nie znaleziono problemów.</translation>
        </message>
        <message>
            <source>System RAM: at least as much as the GPUs' memory together ({ratio}×), for loading the model, caching and preparing data.</source>
            <translation>RAM systemu: co najmniej tyle, ile łącznie pamięci GPU ({ratio}×) — na ładowanie modelu, cache i przygotowanie danych.</translation>
        </message>
        <message>
            <source>CPU: at least {cores} physical cores per GPU, as GPU server reference designs use.</source>
            <translation>CPU: co najmniej {cores} fizycznych rdzeni na GPU, jak w referencyjnych konfiguracjach serwerów GPU.</translation>
        </message>
        <message>
            <source>NVMe: loading reads at {share} of the drives' rated sequential speed; without local NVMe, at {net} of the network link.</source>
            <translation>NVMe: ładowanie odczytuje z prędkością {share} nominalnej prędkości sekwencyjnej dysków; bez lokalnego NVMe — {net} przepustowości łącza sieciowego.</translation>
        </message>
        <message>
            <source>Power: a whole server draws about {typical}× the GPUs' rated power at full load ({low}–{high}×), which sets the power and cooling it needs.</source>
            <translation>Zasilanie: cały serwer pobiera przy pełnym obciążeniu około {typical}× mocy znamionowej GPU ({low}–{high}×); to wyznacza potrzebne zasilanie i chłodzenie.</translation>
        </message>
        <message>
            <source>The GPU alone does not decide how the system performs. Server-side checks for each candidate configuration (numbered as above):</source>
            <translation>Sam GPU nie decyduje o wydajności systemu. Sprawdzenie pozostałych podzespołów serwera dla każdej konfiguracji (numeracja jak wyżej):</translation>
        </message>
        <message>
            <source>No candidate configuration was compared.</source>
            <translation>Nie porównano żadnej konfiguracji.</translation>
        </message>
        <message>
            <source>{n} tokens</source>
            <translation>{n} tokenów</translation>
        </message>
        <message>
            <source>The {model} model will be adapted by {mode} with {runtime}, on sequences of {seq_len} tokens in micro-batches of {batch}.</source>
            <translation>Model {model} będzie dostrajany metodą „{mode}” z {runtime} na sekwencjach po {seq_len} tokenów, micro-batch {batch}.</translation>
        </message>
        <message>
            <source>The {model} model will process inputs of about {input} tokens with {runtime}, {concurrency} at a time.</source>
            <translation>Model {model} będzie przetwarzał dane wejściowe po około {input} tokenów z {runtime}, po {concurrency} naraz.</translation>
        </message>
        <message>
            <source>The {model} model will answer requests with {runtime}: about {input} tokens in and {output} tokens out per request, {concurrency} requests at a time.</source>
            <translation>Model {model} będzie odpowiadał na zapytania z {runtime}: około {input} tokenów na wejściu i {output} na wyjściu na zapytanie, {concurrency} zapytań naraz.</translation>
        </message>
        <message>
            <source>It needs between {low} and {high} of GPU memory, about {typical} typically, on one GPU.</source>
            <translation>Potrzebuje od {low} do {high} pamięci GPU, zwykle około {typical}, na jednym GPU.</translation>
        </message>
        <message>
            <source>It needs between {low} and {high} of memory on each of {gpus} GPUs, about {typical} typically; the memory of several GPUs is not one pool.</source>
            <translation>Potrzebuje od {low} do {high} pamięci na każdym z {gpus} GPU, zwykle około {typical}; pamięć kilku GPU nie tworzy jednej puli.</translation>
        </message>
        <message>
            <source>None of the candidate configurations can hold this work: it needs GPUs with more memory, a smaller precision or fewer requests at a time.</source>
            <translation>Żadna z rozważanych konfiguracji nie mieści tego zadania: potrzebne są GPU z większą pamięcią, niższa precyzja lub mniej zapytań naraz.</translation>
        </message>
        <message>
            <source>Recommended configuration: {server}; there each GPU needs about {need} of its {usable} usable, leaving {headroom} ({share}) to spare.</source>
            <translation>Zalecana konfiguracja: {server}; tam każdy GPU potrzebuje około {need} z {usable} dostępnych, w zapasie zostaje {headroom} ({share}).</translation>
        </message>
        <message>
            <source>Recommended configuration: {server}; there each GPU needs about {need} of its {usable} usable — it fits, but tightly, so a pilot must confirm it.</source>
            <translation>Zalecana konfiguracja: {server}; tam każdy GPU potrzebuje około {need} z {usable} dostępnych — mieści się, ale na styk, więc musi to potwierdzić pilotaż.</translation>
        </message>
        <message>
            <source>{n} billion parameters</source>
            <translation>{n} mld parametrów</translation>
        </message>
        <message>
            <source>, {n} billion active per token</source>
            <translation>, {n} mld aktywnych na token</translation>
        </message>
        <message>
            <source>optimizer {optimizer}, LoRA rank {rank}, gradient checkpointing {checkpointing}, sharding {sharding}</source>
            <translation>optymalizator {optimizer}, ranga LoRA {rank}, gradient checkpointing: {checkpointing}, sharding: {sharding}</translation>
        </message>
        <message>
            <source>{tokens} tokens × {epochs} epoch(s)</source>
            <translation>{tokens} tokenów × epoki: {epochs}</translation>
        </message>
        <message>
            <source>not used in training</source>
            <translation>nieużywany w treningu</translation>
        </message>
        <message>
            <source>micro-batch {batch} × gradient accumulation {steps}</source>
            <translation>micro-batch {batch} × akumulacja gradientu {steps}</translation>
        </message>
        <message>
            <source>sequences of {n} tokens</source>
            <translation>sekwencje po {n} tokenów</translation>
        </message>
        <message>
            <source>not applicable (training)</source>
            <translation>nie dotyczy (trening)</translation>
        </message>
        <message>
            <source>one training job</source>
            <translation>jedno zadanie treningowe</translation>
        </message>
        <message>
            <source>not specified (the runtime batches the concurrent requests)</source>
            <translation>nie podano (runtime sam łączy równoczesne zapytania w batch)</translation>
        </message>
        <message>
            <source>up to {n} sequences per step</source>
            <translation>do {n} sekwencji na krok</translation>
        </message>
        <message>
            <source>{n} requests at a time</source>
            <translation>{n} zapytań naraz</translation>
        </message>
        <message>
            <source>at most {value} s</source>
            <translation>najwyżej {value} s</translation>
        </message>
        <message>
            <source>at least {value} tokens/s</source>
            <translation>co najmniej {value} tokenów/s</translation>
        </message>
        <message>
            <source>at least {value} tokens/s in total</source>
            <translation>co najmniej {value} tokenów/s łącznie</translation>
        </message>
        <message>
            <source>Must-have: an offer that misses it cannot be accepted. Nice to have: preferred, and may be weighed against price.</source>
            <translation>Obowiązkowe: oferta, która tego nie spełnia, nie może zostać przyjęta. Pożądane: preferowane, można zestawiać z ceną.</translation>
        </message>
        <message>
            <source>Request for a GPU server quote</source>
            <translation>Zapytanie ofertowe na serwer GPU</translation>
        </message>
        <message>
            <source>Page {page} of {pages}</source>
            <translation>Strona {page} z {pages}</translation>
        </message>
        <message>
            <source>not specified</source>
            <translation>nie podano</translation>
        </message>
        <message>
            <source>must-have</source>
            <translation>obowiązkowe</translation>
        </message>
        <message>
            <source>nice to have</source>
            <translation>pożądane</translation>
        </message>
        <message>
            <source>estimate</source>
            <translation>szacunek</translation>
        </message>
        <message>
            <source>Summary</source>
            <translation>Podsumowanie</translation>
        </message>
        <message>
            <source>Requirements</source>
            <translation>Dane do oceny konfiguracji GPU</translation>
        </message>
        <message>
            <source>GPU memory budget</source>
            <translation>Budżet pamięci GPU (VRAM)</translation>
        </message>
        <message>
            <source>Candidate configurations</source>
            <translation>Rozważane konfiguracje</translation>
        </message>
        <message>
            <source>Bottlenecks and risks</source>
            <translation>Wąskie gardła i ryzyka</translation>
        </message>
        <message>
            <source>Pilot test</source>
            <translation>Test pilotażowy</translation>
        </message>
        <message>
            <source>Questions for the provider</source>
            <translation>Pytania do dostawcy</translation>
        </message>
        <message>
            <source>What the budget assumes</source>
            <translation>Założenia budżetu</translation>
        </message>
        <message>
            <source>What was assumed</source>
            <translation>Przyjęte założenia</translation>
        </message>
        <message>
            <source>Pilot status</source>
            <translation>Status pilotażu</translation>
        </message>
        <message>
            <source>The pilot we propose</source>
            <translation>Proponowany pilotaż</translation>
        </message>
        <message>
            <source>Measured in the pilot</source>
            <translation>Zmierzono w pilotażu</translation>
        </message>
        <message>
            <source>Warnings and notes</source>
            <translation>Ostrzeżenia i uwagi</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Model</translation>
        </message>
        <message>
            <source>Task</source>
            <translation>Zadanie</translation>
        </message>
        <message>
            <source>Representation</source>
            <translation>Reprezentacja</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>Obciążenie</translation>
        </message>
        <message>
            <source>Targets</source>
            <translation>Cele</translation>
        </message>
        <message>
            <source>Operations</source>
            <translation>Eksploatacja</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Data</translation>
        </message>
        <message>
            <source>Prepared by</source>
            <translation>Przygotował(a)</translation>
        </message>
        <message>
            <source>Company</source>
            <translation>Firma</translation>
        </message>
        <message>
            <source>Email</source>
            <translation>E-mail</translation>
        </message>
        <message>
            <source>Headroom version</source>
            <translation>Wersja Headroom</translation>
        </message>
        <message>
            <source>Catalog version</source>
            <translation>Wersja katalogu</translation>
        </message>
        <message>
            <source>Area</source>
            <translation>Obszar</translation>
        </message>
        <message>
            <source>Item</source>
            <translation>Pozycja</translation>
        </message>
        <message>
            <source>Requirement</source>
            <translation>Wymaganie</translation>
        </message>
        <message>
            <source>Component</source>
            <translation>Składnik</translation>
        </message>
        <message>
            <source>Low</source>
            <translation>Dolna</translation>
        </message>
        <message>
            <source>Typical</source>
            <translation>Typowa</translation>
        </message>
        <message>
            <source>High</source>
            <translation>Górna</translation>
        </message>
        <message>
            <source>How it is estimated</source>
            <translation>Jak oszacowano</translation>
        </message>
        <message>
            <source>Per GPU</source>
            <translation>Na jeden GPU</translation>
        </message>
        <message>
            <source>Configuration</source>
            <translation>Konfiguracja</translation>
        </message>
        <message>
            <source>Finding</source>
            <translation>Ustalenie</translation>
        </message>
        <message>
            <source>What to do</source>
            <translation>Co zrobić</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nazwa</translation>
        </message>
        <message>
            <source>Revision</source>
            <translation>Wersja (rewizja)</translation>
        </message>
        <message>
            <source>Usage rights</source>
            <translation>Prawa do użycia</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Rozmiar</translation>
        </message>
        <message>
            <source>Maximum context</source>
            <translation>Maksymalny kontekst</translation>
        </message>
        <message>
            <source>Mode of work</source>
            <translation>Tryb pracy</translation>
        </message>
        <message>
            <source>Purpose</source>
            <translation>Cel</translation>
        </message>
        <message>
            <source>Training settings</source>
            <translation>Ustawienia treningu</translation>
        </message>
        <message>
            <source>Dataset</source>
            <translation>Zbiór danych</translation>
        </message>
        <message>
            <source>Precision / quantization</source>
            <translation>Precyzja / kwantyzacja</translation>
        </message>
        <message>
            <source>KV cache precision</source>
            <translation>Precyzja pamięci KV cache</translation>
        </message>
        <message>
            <source>Framework</source>
            <translation>Framework</translation>
        </message>
        <message>
            <source>Typical input</source>
            <translation>Typowe wejście</translation>
        </message>
        <message>
            <source>Long input</source>
            <translation>Długie wejście</translation>
        </message>
        <message>
            <source>Output</source>
            <translation>Wyjście</translation>
        </message>
        <message>
            <source>Batch</source>
            <translation>Batch</translation>
        </message>
        <message>
            <source>Concurrency</source>
            <translation>Równoczesność</translation>
        </message>
        <message>
            <source>Requests per day</source>
            <translation>Zapytań dziennie</translation>
        </message>
        <message>
            <source>Latency (time to first token)</source>
            <translation>Opóźnienie (czas do pierwszego tokena)</translation>
        </message>
        <message>
            <source>Speed per user</source>
            <translation>Prędkość na użytkownika</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>Przepustowość</translation>
        </message>
        <message>
            <source>Quality</source>
            <translation>Jakość</translation>
        </message>
        <message>
            <source>Data</source>
            <translation>Dane</translation>
        </message>
        <message>
            <source>Storage</source>
            <translation>Przechowywanie danych</translation>
        </message>
        <message>
            <source>System RAM</source>
            <translation>RAM systemu</translation>
        </message>
        <message>
            <source>Management</source>
            <translation>Zarządzanie</translation>
        </message>
        <message>
            <source>Backup</source>
            <translation>Kopie zapasowe</translation>
        </message>
        <message>
            <source>Placement</source>
            <translation>Lokalizacja</translation>
        </message>
        <message>
            <source>Isolation</source>
            <translation>Izolacja</translation>
        </message>
        <message>
            <source>Timeline</source>
            <translation>Harmonogram</translation>
        </message>
        <message>
            <source>Other notes</source>
            <translation>Inne uwagi</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>Werdykt</translation>
        </message>
        <message>
            <source>Memory per GPU</source>
            <translation>Pamięć na GPU</translation>
        </message>
        <message>
            <source>Headroom</source>
            <translation>Zapas</translation>
        </message>
        <message>
            <source>Placement of the model</source>
            <translation>Rozmieszczenie modelu</translation>
        </message>
        <message>
            <source>Limits that still fit</source>
            <translation>Granice, które jeszcze się mieszczą</translation>
        </message>
        <message>
            <source>Time to first token</source>
            <translation>Czas do pierwszego tokena</translation>
        </message>
        <message>
            <source>Time to first token, long input</source>
            <translation>Czas do pierwszego tokena, długie wejście</translation>
        </message>
        <message>
            <source>Total throughput</source>
            <translation>Łączna przepustowość</translation>
        </message>
        <message>
            <source>Training throughput</source>
            <translation>Przepustowość treningu</translation>
        </message>
        <message>
            <source>Time for the dataset</source>
            <translation>Czas na zbiór danych</translation>
        </message>
        <message>
            <source>Listed price</source>
            <translation>Cena katalogowa</translation>
        </message>
        <message>
            <source>CPU</source>
            <translation>CPU</translation>
        </message>
        <message>
            <source>NVMe storage</source>
            <translation>Dyski NVMe</translation>
        </message>
        <message>
            <source>Network</source>
            <translation>Sieć</translation>
        </message>
        <message>
            <source>Power and cooling</source>
            <translation>Zasilanie i chłodzenie</translation>
        </message>
        <message>
            <source>Critical</source>
            <translation>Krytyczne</translation>
        </message>
        <message>
            <source>Warning</source>
            <translation>Uwaga</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Informacja</translation>
        </message>
        <message>
            <source>No pilot test has been run yet.</source>
            <translation>Test pilotażowy nie został jeszcze przeprowadzony.</translation>
        </message>
        <message>
            <source>A pilot test is planned but has not been run yet.</source>
            <translation>Test pilotażowy jest zaplanowany, ale jeszcze się nie odbył.</translation>
        </message>
        <message>
            <source>A pilot test has been run.</source>
            <translation>Test pilotażowy został przeprowadzony.</translation>
        </message>
        <message>
            <source>answer requests through an API</source>
            <translation>odpowiadać na zapytania przez API</translation>
        </message>
        <message>
            <source>process batches of documents</source>
            <translation>przetwarzać partie dokumentów</translation>
        </message>
        <message>
            <source>compute embeddings</source>
            <translation>obliczać embeddingi</translation>
        </message>
        <message>
            <source>adapt the model to our task</source>
            <translation>dostosować model do naszego zadania</translation>
        </message>
        <message>
            <source>fine-tune the model</source>
            <translation>dostroić model</translation>
        </message>
        <message>
            <source>other</source>
            <translation>inne</translation>
        </message>
    </context>
</TS>
