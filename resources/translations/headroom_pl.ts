<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name></name>
    <message>
        <source>open the desktop window (the default)</source>
        <translation>otwórz okno aplikacji (domyślnie)</translation>
    </message>
    <message>
        <source>Open the desktop window, optionally with a workload file.</source>
        <translation>Otwiera okno aplikacji, opcjonalnie z plikiem obciążenia roboczego.</translation>
    </message>
    <message>
        <source>a .headroom.json workload to open</source>
        <translation>plik obciążenia roboczego .headroom.json do otwarcia</translation>
    </message>
    <message>
        <source>render the window into this PNG file (offscreen) and exit; given a folder, render every wizard step and view into it</source>
        <translation>wyrenderuj okno do tego pliku PNG (bez ekranu) i zakończ; jeśli podano folder — wyrenderuj do niego każdy krok kreatora i każdy widok</translation>
    </message>
    <message>
        <source>visit every wizard step and view offscreen, list every text shown only in part, and exit with status 1 if there is one</source>
        <translation>przejdź bez ekranu przez wszystkie kroki kreatora i widoki, wypisz każdy tekst pokazany tylko częściowo i zakończ z kodem 1, jeśli taki jest</translation>
    </message>
    <message>
        <source>show this wizard step: 1 goal, 2 model, 3 representation, 4 load, 5 targets, 6 operations</source>
        <translation>pokaż ten krok kreatora: 1 cel, 2 model, 3 reprezentacja, 4 obciążenie, 5 wartości docelowe, 6 eksploatacja</translation>
    </message>
    <message>
        <source>show this view</source>
        <translation>pokaż ten widok</translation>
    </message>
    <message>
        <source>language of the window (default: the saved setting, else the system&apos;s)</source>
        <translation>język okna (domyślnie: zapisane ustawienie, a w razie jego braku język systemu)</translation>
    </message>
    <message>
        <source>show sizes in GB (10^9 bytes) or GiB (2^30 bytes)</source>
        <translation>pokazuj rozmiary w GB (10^9 bajtów) lub GiB (2^30 bajtów)</translation>
    </message>
    <message>
        <source>the server profile to check against</source>
        <translation>profil serwera, względem którego sprawdzać</translation>
    </message>
    <message>
        <source>headroom model inspect: {message}</source>
        <translation>headroom model inspect: {message}</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parametry</translation>
    </message>
    <message>
        <source>Active per token</source>
        <translation>Aktywne na token</translation>
    </message>
    <message>
        <source>{n} routed, {k} per token</source>
        <translation>{n} routowanych, {k} na token</translation>
    </message>
    <message>
        <source>, {s} shared</source>
        <translation>, {s} współdzielonych</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Eksperci</translation>
    </message>
    <message>
        <source>encoder (embeddings / reranking)</source>
        <translation>enkoder (embeddingi / reranking)</translation>
    </message>
    <message>
        <source>decoder (text generation)</source>
        <translation>dekoder (generowanie tekstu)</translation>
    </message>
    <message>
        <source>vision-language (images and text in, text out)</source>
        <translation>wizyjno-językowy (na wejściu obrazy i tekst, na wyjściu tekst)</translation>
    </message>
    <message>
        <source>image generation (denoiser; its parts below)</source>
        <translation>generowanie obrazów (odszumiacz; jego części niżej)</translation>
    </message>
    <message>
        <source>speech to text (audio encoder + text decoder)</source>
        <translation>mowa na tekst (koder dźwięku + dekoder tekstu)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Warstwy</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Rozmiar warstwy ukrytej</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Głowice uwagi</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>Głowice KV</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>Wymiar głowicy</translation>
    </message>
    <message>
        <source>Latent KV (MLA)</source>
        <translation>Latentne KV (MLA)</translation>
    </message>
    <message>
        <source>{rank} + {rope} rope</source>
        <translation>{rank} + {rope} rope</translation>
    </message>
    <message>
        <source>none (encoder)</source>
        <translation>brak (enkoder)</translation>
    </message>
    <message>
        <source>KV cache per token (16-bit, all layers)</source>
        <translation>KV cache na token (16-bit, wszystkie warstwy)</translation>
    </message>
    <message>
        <source>Layers with a KV cache</source>
        <translation>Warstwy z pamięcią KV</translation>
    </message>
    <message>
        <source>{n} of {layers}</source>
        <translation>{n} z {layers}</translation>
    </message>
    <message>
        <source>Fixed state per sequence</source>
        <translation>Stały stan na sekwencję</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>{window} tokens on {n} of {layers} layers</source>
        <translation>okno {window} tok. w {n} z {layers} warstw</translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation>Okno przesuwne</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Słownik</translation>
    </message>
    <message>
        <source>Max context</source>
        <translation>Maks. kontekst</translation>
    </message>
    <message>
        <source>{n} tokens</source>
        <translation>tokeny: {n}</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translation>Embeddingi</translation>
    </message>
    <message>
        <source>tied to the output head</source>
        <translation>współdzielone z głowicą wyjściową</translation>
    </message>
    <message>
        <source>separate output head</source>
        <translation>oddzielna głowica wyjściowa</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precyzja</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>nie podano</translation>
    </message>
    <message>
        <source> ({bits:.2f} bits per weight)</source>
        <translation> ({bits:.2f} bitu na wagę)</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Wagi</translation>
    </message>
    <message>
        <source>Prediction layers not loaded (MTP)</source>
        <translation>Nie wczytano warstw predykcji (MTP)</translation>
    </message>
    <message>
        <source>{layers} layers × {hidden}, patches of {patch} px, merge {merge}</source>
        <translation>{layers} warstw × {hidden}, łaty po {patch} px, scalanie {merge}</translation>
    </message>
    <message>
        <source>Vision encoder</source>
        <translation>Koder obrazu</translation>
    </message>
    <message>
        <source>Vision encoder shape</source>
        <translation>Kształt kodera obrazu</translation>
    </message>
    <message>
        <source>Text encoder</source>
        <translation>Koder tekstu</translation>
    </message>
    <message>
        <source>VAE</source>
        <translation>VAE</translation>
    </message>
    <message>
        <source>Default steps</source>
        <translation>Domyślna liczba kroków</translation>
    </message>
    <message>
        <source>Audio encoder</source>
        <translation>Koder dźwięku</translation>
    </message>
    <message>
        <source>{params}, {layers} layers, {positions} positions per window</source>
        <translation>{params}, warstw: {layers}, pozycji na okno: {positions}</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Wielkość</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Źródło</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Uwagi:</translation>
    </message>
    <message>
        <source>Read from: {files}</source>
        <translation>Odczytano z: {files}</translation>
    </message>
    <message>
        <source> and {n} more</source>
        <translation> i jeszcze {n}</translation>
    </message>
    <message>
        <source>{path}: the folder is not empty (use --force to write into it)</source>
        <translation>{path}: folder nie jest pusty (użyj --force, aby mimo to w nim zapisać)</translation>
    </message>
    <message>
        <source>{path}: not a folder</source>
        <translation>{path}: to nie jest folder</translation>
    </message>
    <message>
        <source>{path}: cannot write the kit: {reason}</source>
        <translation>{path}: nie można zapisać zestawu: {reason}</translation>
    </message>
    <message>
        <source>Pilot kit for {name} written to {folder}:</source>
        <translation>Zestaw pilotażowy dla {name} zapisano w {folder}:</translation>
    </message>
    <message>
        <source>{speed} speed runs, {memory} memory runs, {criteria} acceptance criteria; see README.md.</source>
        <translation>Przebiegi szybkości: {speed}, przebiegi pomiaru pamięci: {memory}, kryteria akceptacji: {criteria}; zob. README.md.</translation>
    </message>
    <message>
        <source>{runs} load-test runs, {memory} memory runs, {criteria} acceptance criteria; see README.md.</source>
        <translation>Przebiegi testu obciążeniowego: {runs}, przebiegi pomiaru pamięci: {memory}, kryteria akceptacji: {criteria}; zob. README.md.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>Pilot results for {name} ({models})</source>
        <translation>Wyniki pilotażu dla {name} ({models})</translation>
    </message>
    <message>
        <source>Measured {start} – {end}</source>
        <translation>Pomiary: {start} – {end}</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Miara</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Zmierzono</translation>
    </message>
    <message>
        <source>Estimate (low–high)</source>
        <translation>Oszacowanie (min.–maks.)</translation>
    </message>
    <message>
        <source>Against the estimate</source>
        <translation>Względem oszacowania</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Przebieg</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Wejście</translation>
    </message>
    <message>
        <source>Conc.</source>
        <translation>Równ.</translation>
    </message>
    <message>
        <source>Req.</source>
        <translation>Zap.</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Nieudane</translation>
    </message>
    <message>
        <source>TTFT p95</source>
        <translation>TTFT p95</translation>
    </message>
    <message>
        <source>est. TTFT</source>
        <translation>szac. TTFT</translation>
    </message>
    <message>
        <source>tok/s p50</source>
        <translation>tok/s p50</translation>
    </message>
    <message>
        <source>est. tok/s</source>
        <translation>szac. tok/s</translation>
    </message>
    <message>
        <source>Aggregate</source>
        <translation>Łącznie</translation>
    </message>
    <message>
        <source>Peak GPU</source>
        <translation>Szczyt GPU</translation>
    </message>
    <message>
        <source>Meets</source>
        <translation>Spełnia</translation>
    </message>
    <message>
        <source>Memory run {name} ({mode}, {status}): peak allocated {alloc}, reserved {res}</source>
        <translation>Przebieg pomiaru pamięci {name} ({mode}, {status}): szczytowo przydzielone {alloc}, zarezerwowane {res}</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Kryterium</translation>
    </message>
    <message>
        <source>Must</source>
        <translation>Wymagane</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Najgorszy</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Boundary: the criteria held at every tested level, up to {n} concurrent requests.</source>
        <translation>Granica: kryteria były spełnione na każdym testowanym poziomie, do {n} równoległych zapytań.</translation>
    </message>
    <message>
        <source>Boundary: the criteria hold up to {n} concurrent requests; they fail at {m}.</source>
        <translation>Granica: kryteria są spełnione do {n} równoległych zapytań; przy {m} przestają być spełnione.</translation>
    </message>
    <message numerus="yes">
        <source>Boundary: the criteria fail already at {m} concurrent requests.</source>
        <translation>
            <numerusform>Granica: kryteria nie są spełnione już przy {m} równoległym zapytaniu.</numerusform>
            <numerusform>Granica: kryteria nie są spełnione już przy {m} równoległych zapytaniach.</numerusform>
            <numerusform>Granica: kryteria nie są spełnione już przy {m} równoległych zapytaniach.</numerusform>
        </translation>
    </message>
    <message>
        <source>The estimate&apos;s memory boundary on {server}: {n} concurrent sequences.</source>
        <translation>Granica pamięci według oszacowania dla {server}: równoległe sekwencje – {n}.</translation>
    </message>
    <message>
        <source>Versions: {list}</source>
        <translation>Wersje: {list}</translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation>Ostrzeżenia:</translation>
    </message>
    <message>
        <source>{path}: cannot write the PDF: the folder {folder} does not exist</source>
        <translation>{path}: nie można zapisać pliku PDF: folder {folder} nie istnieje</translation>
    </message>
    <message>
        <source>{path}: these pilot results belong to another model or workload; not included in the quote</source>
        <translation>{path}: te wyniki pilotażu dotyczą innego modelu lub obciążenia roboczego; nie dołączono ich do zapytania ofertowego</translation>
    </message>
    <message>
        <source>{path}: cannot write the PDF: {reason}</source>
        <translation>{path}: nie można zapisać pliku PDF: {reason}</translation>
    </message>
    <message>
        <source>Wrote {path} ({pages} pages, {configs} configurations).</source>
        <translation>Zapisano {path} (strony: {pages}, konfiguracje: {configs}).</translation>
    </message>
    <message>
        <source>Memory per GPU ({unit})</source>
        <translation>Pamięć na GPU ({unit})</translation>
    </message>
    <message>
        <source>usable memory per GPU</source>
        <translation>pamięć dostępna na GPU</translation>
    </message>
    <message>
        <source>No profile here has a GPU the catalog knows.</source>
        <translation>Żaden z tych profili nie ma GPU znanego w katalogu.</translation>
    </message>
    <message>
        <source>No speed curve: the workload is training, or fits on none of these profiles.</source>
        <translation>Brak krzywej szybkości: obciążenie robocze to trening albo nie mieści się na żadnym z tych profili.</translation>
    </message>
    <message>
        <source>users served at once</source>
        <translation>użytkownicy obsługiwani jednocześnie</translation>
    </message>
    <message>
        <source>tokens/s, all users together</source>
        <translation>tokeny/s, wszyscy użytkownicy łącznie</translation>
    </message>
    <message>
        <source>tokens/s for each user</source>
        <translation>tokeny/s na użytkownika</translation>
    </message>
    <message>
        <source>seconds to the first words</source>
        <translation>sekundy do pierwszych słów</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Przepustowość</translation>
    </message>
    <message>
        <source>Speed each user sees</source>
        <translation>Szybkość widziana przez użytkownika</translation>
    </message>
    <message>
        <source>Wait for the first words</source>
        <translation>Czekanie na pierwsze słowa</translation>
    </message>
    <message>
        <source>all met</source>
        <translation>wszystkie spełnione</translation>
    </message>
    <message>
        <source>The work does not run here, so its must-haves cannot be held against it.</source>
        <translation>Zadanie tu nie działa, więc nie ma z czym porównać wymogów obowiązkowych.</translation>
    </message>
    <message>
        <source>Estimate {low} to {high}; the GPU reports {total}, of which the runtime may use {usable}.</source>
        <translation>Oszacowanie od {low} do {high}; GPU zgłasza {total}, z czego środowisko uruchomieniowe może użyć {usable}.</translation>
    </message>
    <message>
        <source>{need} of {usable}</source>
        <translation>{need} z {usable}</translation>
    </message>
    <message>
        <source>short by {size}</source>
        <translation>brakuje {size}</translation>
    </message>
    <message>
        <source>Estimate up to {high}: offloaded weights and state, pinned buffers, the dataset, the runtime&apos;s processes and the OS on each server.</source>
        <translation>Oszacowanie do {high}: odciążone wagi i stan treningu, bufory przypięte, zbiór danych, procesy środowiska uruchomieniowego i system operacyjny na każdym serwerze.</translation>
    </message>
    <message>
        <source>{need} of {ram}</source>
        <translation>{need} z {ram}</translation>
    </message>
    <message>
        <source>At your concurrency, the longest input + output that fits is {n} tokens.</source>
        <translation>Przy Twojej liczbie równoległych zapytań mieści się wejście + wyjście o długości najwyżej {n} tokenów.</translation>
    </message>
    <message>
        <source>Needs a price and a workload that runs here.</source>
        <translation>Potrzebna jest cena i zadanie, które tu działa.</translation>
    </message>
    <message>
        <source>Estimate; range {range}.</source>
        <translation>Oszacowanie; zakres {range}.</translation>
    </message>
    <message>
        <source>For the long input of {n} tokens: {time}.</source>
        <translation>Dla długiego wejścia o długości {n} tokenów: {time}.</translation>
    </message>
    <message>
        <source>{h} h</source>
        <translation>{h} h</translation>
    </message>
    <message>
        <source>Estimate; range {low} – {high} h.</source>
        <translation>Oszacowanie; zakres {low} – {high} h.</translation>
    </message>
    <message>
        <source>The offer gives no price.</source>
        <translation>Oferta nie podaje ceny.</translation>
    </message>
    <message>
        <source>Needs a price and a workload that fits.</source>
        <translation>Wymaga ceny i obciążenia roboczego, które się mieści.</translation>
    </message>
    <message>
        <source>The job under each offer&apos;s terms — whole months of a monthly offer, the hours (or the minimum) of an hourly one: what the recommendation ranks by; hover for the term that decided it</source>
        <translation>Zadanie na warunkach każdej oferty — pełne miesiące oferty miesięcznej, godziny (lub minimum) godzinowej: według tego szereguje rekomendacja; najedź kursorem, by zobaczyć warunek, który zdecydował</translation>
    </message>
    <message>
        <source>A month of the offer over a month of training: what the recommendation ranks by</source>
        <translation>Miesiąc oferty podzielony przez miesiąc trenowania: według tego szereguje rekomendacja</translation>
    </message>
    <message>
        <source>A month of the offer running all month, under its cheapest term (hover for the terms)</source>
        <translation>Miesiąc oferty pracującej bez przerwy, na jej najtańszym warunku (najedź kursorem, by zobaczyć warunki)</translation>
    </message>
    <message>
        <source>A month of the offer ÷ generated tokens a month at the typical total speed (estimate)</source>
        <translation>Miesiąc oferty ÷ tokeny wygenerowane w miesiącu przy typowej łącznej szybkości (szacunek)</translation>
    </message>
    <message>
        <source>example</source>
        <translation>przykład</translation>
    </message>
    <message>
        <source>yours, archived</source>
        <translation>twój, w archiwum</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>twój</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Źródło</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Cena</translation>
    </message>
    <message>
        <source>Give `--server` an id, a name (in quotes) or a .json file.</source>
        <translation>Podaj w `--server` id, nazwę (w cudzysłowie) lub plik .json.</translation>
    </message>
    <message>
        <source> (imported)</source>
        <translation> (zaimportowany)</translation>
    </message>
    <message>
        <source>{path}: is a folder; give the name of the file to write</source>
        <translation>{path}: to folder; podaj nazwę pliku do zapisu</translation>
    </message>
    <message>
        <source>{path}: cannot write: the folder {folder} does not exist</source>
        <translation>{path}: nie można zapisać: folder {folder} nie istnieje</translation>
    </message>
    <message>
        <source>Your library holds no profiles to export (give --servers to export shipped ones).</source>
        <translation>Twoja biblioteka nie ma profili do eksportu (podaj --servers, aby wyeksportować wbudowane).</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n profiles to {path}.</source>
        <translation>
            <numerusform>Zapisano %n profil do {path}.</numerusform>
            <numerusform>Zapisano %n profile do {path}.</numerusform>
            <numerusform>Zapisano %n profili do {path}.</numerusform>
        </translation>
    </message>
    <message>
        <source>How many GPUs of which model</source>
        <translation>Ile GPU i jakiego modelu</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ocena</translation>
    </message>
    <message>
        <source>Fits comfortably: at least 10 % of usable memory left even at the high estimate, the long case fits and every must-have is met. Tight: the same, with little to spare. Misses a must-have: the memory fits, but a must-have target, the long case or the model&apos;s context is missed. Does not fit: needs more memory per GPU than there is.</source>
        <translation>Mieści się z zapasem: nawet przy górnym szacunku zostaje co najmniej 10 % dostępnej pamięci, długie zapytanie się mieści i wszystkie wymogi obowiązkowe są spełnione. Na styk: to samo, ale z małym zapasem. Nie spełnia wymogu obowiązkowego: pamięć się mieści, ale nie jest spełniony obowiązkowy cel, długie zapytanie lub kontekst modelu. Nie mieści się: na jeden GPU potrzeba więcej pamięci, niż jest.</translation>
    </message>
    <message>
        <source>Must-haves</source>
        <translation>Wymogi obowiązkowe</translation>
    </message>
    <message>
        <source>Each must-have this server misses, with its estimate and the target</source>
        <translation>Każdy wymóg obowiązkowy, którego ten serwer nie spełnia, z szacunkiem i celem</translation>
    </message>
    <message>
        <source>Most requests at once</source>
        <translation>Najwięcej zapytań naraz</translation>
    </message>
    <message>
        <source>The most requests of your size served at once that still fit in memory (and the people that serves, at your share active at the busiest moment)</source>
        <translation>Największa liczba jednoczesnych zapytań Twojej wielkości, która jeszcze mieści się w pamięci (i ilu to ludzi przy Twoim udziale aktywnych w szczycie)</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Pamięć na GPU</translation>
    </message>
    <message>
        <source>What the workload needs on each GPU, of what the runtime can use</source>
        <translation>Ile pamięci obciążenie robocze potrzebuje na każdym GPU, w stosunku do tego, czego może użyć środowisko uruchomieniowe</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Zapas</translation>
    </message>
    <message>
        <source>Memory left on each GPU at the typical estimate</source>
        <translation>Pamięć pozostała na każdym GPU przy typowym oszacowaniu</translation>
    </message>
    <message>
        <source>System RAM</source>
        <translation>Pamięć RAM</translation>
    </message>
    <message>
        <source>What each server holds in system RAM beside its GPUs, of the RAM it has</source>
        <translation>Co każdy serwer trzyma w pamięci RAM obok GPU — z posiadanej pamięci</translation>
    </message>
    <message>
        <source>How it is placed</source>
        <translation>Rozmieszczenie</translation>
    </message>
    <message>
        <source>How the workload is split over the GPUs</source>
        <translation>Jak obciążenie robocze jest rozdzielone między GPU</translation>
    </message>
    <message>
        <source>Largest micro-batch</source>
        <translation>Największy micro-batch</translation>
    </message>
    <message>
        <source>The most sequences per GPU step that still fit</source>
        <translation>Najwięcej sekwencji na krok GPU, które jeszcze się mieszczą</translation>
    </message>
    <message>
        <source>Training speed (tokens/s)</source>
        <translation>Szybkość treningu (tokeny/s)</translation>
    </message>
    <message>
        <source>Estimated training tokens per second, all GPUs</source>
        <translation>Szacowana liczba tokenów treningowych na sekundę, wszystkie GPU</translation>
    </message>
    <message>
        <source>Time for the dataset</source>
        <translation>Czas dla zbioru danych</translation>
    </message>
    <message>
        <source>Estimated time for all epochs over the dataset</source>
        <translation>Szacowany czas wszystkich epok na zbiorze danych</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Czas do pierwszego tokenu</translation>
    </message>
    <message>
        <source>Estimated wait before the answer starts, at your input length</source>
        <translation>Szacowany czas oczekiwania na początek odpowiedzi przy Twojej długości wejścia</translation>
    </message>
    <message>
        <source>Tokens/s per user</source>
        <translation>Tokeny/s na użytkownika</translation>
    </message>
    <message>
        <source>Estimated speed of one answer at your concurrency</source>
        <translation>Szacowana szybkość jednej odpowiedzi przy Twojej liczbie równoległych zapytań</translation>
    </message>
    <message>
        <source>Tokens/s, all users</source>
        <translation>Tokeny/s, wszyscy użytkownicy</translation>
    </message>
    <message>
        <source>Estimated total output of the server at your concurrency</source>
        <translation>Szacowana łączna wydajność serwera przy Twojej liczbie równoległych zapytań</translation>
    </message>
    <message>
        <source>Cost of the training job</source>
        <translation>Koszt zadania treningowego</translation>
    </message>
    <message>
        <source>Price per million training tokens</source>
        <translation>Cena za milion tokenów treningowych</translation>
    </message>
    <message>
        <source>Price per month</source>
        <translation>Cena miesięczna</translation>
    </message>
    <message>
        <source>Price per million tokens</source>
        <translation>Cena za milion tokenów</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Ostrzeżenia</translation>
    </message>
    <message>
        <source>Bottlenecks found; hover for a summary, see the Warnings tab for fixes</source>
        <translation>Wykryto wąskie gardła; najedź kursorem, aby zobaczyć podsumowanie, a sposoby naprawy znajdziesz na karcie Ostrzeżenia</translation>
    </message>
    <message>
        <source>The GPU model. Not in the list? Choose “Other GPU” and enter its figures.</source>
        <translation>Model GPU. Nie ma go na liście? Wybierz „Inny GPU” i wpisz jego parametry.</translation>
    </message>
    <message>
        <source>{gpu} — {memory}</source>
        <translation>{gpu} — {memory}</translation>
    </message>
    <message>
        <source>Other GPU (enter its figures)…</source>
        <translation>Inny GPU (wpisz jego parametry)…</translation>
    </message>
    <message>
        <source>Choose the GPU…</source>
        <translation>Wybierz GPU…</translation>
    </message>
    <message>
        <source>e.g. 48 GB</source>
        <translation>np. 48 GB</translation>
    </message>
    <message>
        <source>GPU name</source>
        <translation>Nazwa GPU</translation>
    </message>
    <message>
        <source>As the vendor names it, e.g. “A100 40GB”</source>
        <translation>Tak, jak nazywa go producent, np. „A100 40GB”</translation>
    </message>
    <message>
        <source>e.g. 40 GB</source>
        <translation>np. 40 GB</translation>
    </message>
    <message>
        <source>Memory bandwidth (GB/s)</source>
        <translation>Przepustowość pamięci (GB/s)</translation>
    </message>
    <message>
        <source>From the data sheet; decides generation speed. Optional.</source>
        <translation>Z karty katalogowej; decyduje o szybkości generowania. Opcjonalne.</translation>
    </message>
    <message>
        <source>BF16 TFLOPS (dense)</source>
        <translation>BF16 TFLOPS (dense)</translation>
    </message>
    <message>
        <source>Dense BF16 tensor throughput from the data sheet; decides prompt speed. Optional.</source>
        <translation>Wydajność tensorowa BF16 (dense) z karty katalogowej; decyduje o szybkości przetwarzania promptu. Opcjonalne.</translation>
    </message>
    <message>
        <source>Power per GPU (W)</source>
        <translation>Moc na GPU (W)</translation>
    </message>
    <message>
        <source>Thermal design power. Optional.</source>
        <translation>Projektowa moc cieplna (TDP). Opcjonalne.</translation>
    </message>
    <message>
        <source>⚠ {gpu} (not in the catalog)</source>
        <translation>⚠ {gpu} (brak w katalogu)</translation>
    </message>
    <message>
        <source>{memory} per GPU, {bandwidth} GB/s memory bandwidth, {tflops} BF16 TFLOPS, {tdp} W</source>
        <translation>{memory} na GPU, przepustowość pamięci {bandwidth} GB/s, {tflops} BF16 TFLOPS, {tdp} W</translation>
    </message>
    <message>
        <source>The catalog does not know this GPU. The profile is kept as it is, but it cannot be sized until you pick a GPU from the list or choose “Other GPU” and enter its memory.</source>
        <translation>Katalog nie zna tego GPU. Profil pozostaje bez zmian, ale nie można dla niego obliczyć oszacowania, dopóki nie wybierzesz GPU z listy albo nie wybierzesz „Inny GPU” i nie wpiszesz jego pamięci.</translation>
    </message>
    <message>
        <source>choose the GPU, or “Other GPU” to enter its figures</source>
        <translation>wybierz GPU albo „Inny GPU”, aby wpisać jego parametry</translation>
    </message>
    <message>
        <source>give the GPU&apos;s name</source>
        <translation>podaj nazwę GPU</translation>
    </message>
    <message>
        <source>give the memory of one GPU</source>
        <translation>podaj pamięć jednego GPU</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Liczba</translation>
    </message>
    <message>
        <source>How many drives of this kind</source>
        <translation>Ile dysków tego rodzaju</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Pojemność</translation>
    </message>
    <message>
        <source>Capacity of one drive, e.g. 3.84 TB</source>
        <translation>Pojemność jednego dysku, np. 3.84 TB</translation>
    </message>
    <message>
        <source>Read GB/s</source>
        <translation>Odczyt GB/s</translation>
    </message>
    <message>
        <source>Sequential read, GB/s (data sheet)</source>
        <translation>Odczyt sekwencyjny, GB/s (karta katalogowa)</translation>
    </message>
    <message>
        <source>Write GB/s</source>
        <translation>Zapis GB/s</translation>
    </message>
    <message>
        <source>Sequential write, GB/s (data sheet)</source>
        <translation>Zapis sekwencyjny, GB/s (karta katalogowa)</translation>
    </message>
    <message>
        <source>No NVMe drives listed.</source>
        <translation>Brak dysków NVMe.</translation>
    </message>
    <message>
        <source>Add drives</source>
        <translation>Dodaj dyski</translation>
    </message>
    <message>
        <source>Add a row for another kind of NVMe drive</source>
        <translation>Dodaj wiersz dla innego rodzaju dysku NVMe</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Remove this row of drives</source>
        <translation>Usuń ten wiersz dysków</translation>
    </message>
    <message>
        <source>give the capacity of one drive</source>
        <translation>podaj pojemność jednego dysku</translation>
    </message>
    <message>
        <source>give the speed in GB/s</source>
        <translation>podaj szybkość w GB/s</translation>
    </message>
    <message>
        <source>e.g. 512 GB</source>
        <translation>np. 512 GB</translation>
    </message>
    <message>
        <source>enter a size such as 512 GB, 480 GiB or 3.84 TB</source>
        <translation>wpisz rozmiar, np. 512 GB, 480 GiB lub 3.84 TB</translation>
    </message>
    <message>
        <source>PCIe only</source>
        <translation>Tylko PCIe</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>NVSwitch</source>
        <translation>NVSwitch</translation>
    </message>
    <message>
        <source>Infinity Fabric</source>
        <translation>Infinity Fabric</translation>
    </message>
    <message>
        <source>{nodes} × {count}</source>
        <translation>{nodes} × {count}</translation>
    </message>
    <message>
        <source>{gbps} Gbit/s {kind}</source>
        <translation>{gbps} Gbit/s {kind}</translation>
    </message>
    <message>
        <source>{total} ({drives} drives)</source>
        <translation>{total} (dyski: {drives})</translation>
    </message>
    <message>
        <source>{count} × {gpu} (GPU not in the catalog)</source>
        <translation>{count} × {gpu} (GPU spoza katalogu)</translation>
    </message>
    <message>
        <source>{count} × {gpu}, {memory} each</source>
        <translation>{count} × {gpu}, po {memory}</translation>
    </message>
    <message>
        <source>The catalog does not know the GPU &apos;{gpu}&apos;. The profile is kept, but it cannot be sized: edit it to pick a GPU from the list or to enter the GPU&apos;s memory.</source>
        <translation>Katalog nie zna GPU „{gpu}”. Profil zostaje zachowany, ale nie można dla niego obliczyć oszacowania: edytuj go, aby wybrać GPU z listy albo wpisać pamięć GPU.</translation>
    </message>
    <message>
        <source>The profile library reported a problem: {detail}</source>
        <translation>Biblioteka profili zgłosiła problem: {detail}</translation>
    </message>
    <message>
        <source>and %n more</source>
        <translation>i jeszcze %n</translation>
    </message>
    <message>
        <source>The profile library {what}.</source>
        <translation>Biblioteka profili {what}.</translation>
    </message>
    <message>
        <source>Nothing was deleted: the old file was set aside as {path}.</source>
        <translation>Nic nie zostało usunięte: stary plik odłożono jako {path}.</translation>
    </message>
    <message>
        <source>Saved profiles read from it into a new library: %n.</source>
        <translation>Zapisane profile przeniesione z niego do nowej biblioteki: %n.</translation>
    </message>
    <message>
        <source>Saved profiles that could not be read (%n): {names}. They may still be recovered from the old file with an SQLite tool (sqlite3 .recover), or imported again from an export.</source>
        <translation>Zapisane profile, których nie udało się odczytać (%n): {names}. Można je jeszcze odzyskać ze starego pliku narzędziem SQLite (sqlite3 .recover) albo zaimportować ponownie z eksportu.</translation>
    </message>
    <message>
        <source>No library file could be written: changes in this session will not be kept.</source>
        <translation>Nie udało się zapisać żadnego pliku biblioteki: zmiany z tej sesji nie zostaną zachowane.</translation>
    </message>
    <message>
        <source>The profile library was upgraded from format {found} to {to}; the old file was kept as {backup}.</source>
        <translation>Biblioteka profili została zaktualizowana z formatu {found} do {to}; stary plik zachowano jako {backup}.</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>nie można odczytać pliku</translation>
    </message>
    <message>
        <source>the file is not valid JSON</source>
        <translation>plik nie jest prawidłowym plikiem JSON</translation>
    </message>
    <message>
        <source>the file is not a server profile (format “{found}”)</source>
        <translation>plik nie jest profilem serwera (format „{found}”)</translation>
    </message>
    <message>
        <source>an entry is not a profile</source>
        <translation>jeden z wpisów nie jest profilem</translation>
    </message>
    <message>
        <source>a value is not valid</source>
        <translation>jedna z wartości jest nieprawidłowa</translation>
    </message>
    <message>
        <source>profile {n}</source>
        <translation>profil {n}</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n profiles.</source>
        <translation>
            <numerusform>Zaimportowano %n profil.</numerusform>
            <numerusform>Zaimportowano %n profile.</numerusform>
            <numerusform>Zaimportowano %n profili.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problems found.</source>
        <translation>
            <numerusform>Znaleziono %n problem.</numerusform>
            <numerusform>Znaleziono %n problemy.</numerusform>
            <numerusform>Znaleziono %n problemów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Skipped %n already in the library.</source>
        <translation>
            <numerusform>Pominięte, bo już są w bibliotece: %n.</numerusform>
            <numerusform>Pominięte, bo już są w bibliotece: %n.</numerusform>
            <numerusform>Pominięte, bo już są w bibliotece: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Renamed %n to keep names distinct.</source>
        <translation>
            <numerusform>Ze zmienioną nazwą, aby nazwy się nie powtarzały: %n.</numerusform>
            <numerusform>Ze zmienioną nazwą, aby nazwy się nie powtarzały: %n.</numerusform>
            <numerusform>Ze zmienioną nazwą, aby nazwy się nie powtarzały: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>“{name}” is already in the library: skipped</source>
        <translation>„{name}” jest już w bibliotece: pominięto</translation>
    </message>
    <message>
        <source>“{old}” imported as “{new}”</source>
        <translation>„{old}” zaimportowano jako „{new}”</translation>
    </message>
    <message>
        <source>{typical} per GPU (range {low} – {high})</source>
        <translation>{typical} na GPU (zakres {low} – {high})</translation>
    </message>
    <message>
        <source>{typical} in {where} (range {low} – {high})</source>
        <translation>{typical} w: {where} (zakres {low} – {high})</translation>
    </message>
    <message>
        <source>&lt;i&gt;How:&lt;/i&gt; {formula}</source>
        <translation>&lt;i&gt;Sposób obliczenia:&lt;/i&gt; {formula}</translation>
    </message>
    <message>
        <source>&lt;i&gt;Range:&lt;/i&gt; {reason}</source>
        <translation>&lt;i&gt;Zakres:&lt;/i&gt; {reason}</translation>
    </message>
    <message>
        <source>How: {formula}</source>
        <translation>Sposób obliczenia: {formula}</translation>
    </message>
    <message>
        <source>Range: {reason}</source>
        <translation>Zakres: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>On hold: {count} fields need fixing (marked ⚠ in the steps); there are no figures until then.</source>
        <translation>
            <numerusform>Wstrzymano: {count} pole wymaga poprawienia (oznaczone ⚠ w krokach); do tego czasu nie ma liczb.</numerusform>
            <numerusform>Wstrzymano: {count} pola wymagają poprawienia (oznaczone ⚠ w krokach); do tego czasu nie ma liczb.</numerusform>
            <numerusform>Wstrzymano: {count} pól wymaga poprawienia (oznaczonych ⚠ w krokach); do tego czasu nie ma liczb.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On hold: {count} fields need fixing (marked ⚠ in the steps). The chart shows the last valid figures.</source>
        <translation>
            <numerusform>Wstrzymano: {count} pole wymaga poprawienia (oznaczone ⚠ w krokach). Wykres pokazuje ostatnie prawidłowe wartości.</numerusform>
            <numerusform>Wstrzymano: {count} pola wymagają poprawienia (oznaczone ⚠ w krokach). Wykres pokazuje ostatnie prawidłowe wartości.</numerusform>
            <numerusform>Wstrzymano: {count} pól wymaga poprawienia (oznaczonych ⚠ w krokach). Wykres pokazuje ostatnie prawidłowe wartości.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a goal in step 1, or start from an example, to see what your server needs.</source>
        <translation>Wybierz cel w kroku 1 albo zacznij od przykładu, aby zobaczyć, czego potrzebuje twój serwer.</translation>
    </message>
    <message>
        <source>Needs {typical} on each of {gpus} GPUs (between {low} and {high}). Pick a server to see whether it fits.</source>
        <translation>Wymaga {typical} na każdym z {gpus} GPU (od {low} do {high}). Wybierz serwer, aby sprawdzić, czy się mieści.</translation>
    </message>
    <message>
        <source>Needs {typical} of GPU memory (between {low} and {high}). Pick a server to see whether it fits.</source>
        <translation>Wymaga {typical} pamięci GPU (od {low} do {high}). Wybierz serwer, aby sprawdzić, czy się mieści.</translation>
    </message>
    <message>
        <source>{verdict}: {server} names a GPU the catalog does not know, so its memory is unknown.</source>
        <translation>{verdict}: {server} podaje GPU nieznany w katalogu, więc jego pamięć jest nieznana.</translation>
    </message>
    <message>
        <source>{verdict} on {server}: needs {need}; each {gpu} offers {capacity} usable.</source>
        <translation>{verdict} na {server}: potrzeba {need}; każdy {gpu} daje {capacity} dostępnych.</translation>
    </message>
    <message>
        <source>{verdict} on {server}: {missed}.</source>
        <translation>{verdict} na {server}: {missed}.</translation>
    </message>
    <message>
        <source>{verdict} on {server}: needs {need}, of {capacity} usable per {gpu} — {headroom} ({share}) to spare.</source>
        <translation>{verdict} na {server}: potrzeba {need}, z {capacity} dostępnych na każdym {gpu} — w zapasie {headroom} ({share}).</translation>
    </message>
    <message>
        <source>Room for up to {count} requests at once at this text length.</source>
        <translation>Pamięci wystarczy dla najwyżej {count} zapytań naraz przy tej długości tekstu.</translation>
    </message>
    <message>
        <source>Requests at once that fit: {count}.</source>
        <translation>Jednoczesnych żądań, które się mieszczą: {count}.</translation>
    </message>
    <message>
        <source>Training takes about {hours} hours (between {low} and {high}).</source>
        <translation>Trening potrwa około {hours} h (od {low} do {high}).</translation>
    </message>
    <message>
        <source>{count} billion</source>
        <translation>{count} mld</translation>
    </message>
    <message>
        <source>{count} million</source>
        <translation>{count} mln</translation>
    </message>
    <message>
        <source>My model</source>
        <translation>Mój model</translation>
    </message>
    <message>
        <source>Model na&amp;me:</source>
        <translation>Nazwa &amp;modelu:</translation>
    </message>
    <message>
        <source>How the model is called in the quote request.</source>
        <translation>Jak model ma się nazywać w zapytaniu ofertowym.</translation>
    </message>
    <message>
        <source>&amp;Parameters:</source>
        <translation>&amp;Parametry:</translation>
    </message>
    <message>
        <source>Total parameters in billions, as on the model card: 8 for an 8B model. With this alone the estimate is rough.</source>
        <translation>Łączna liczba parametrów w miliardach, jak na karcie modelu: 8 dla modelu 8B. Gdy podasz tylko tę wartość, oszacowanie będzie zgrubne.</translation>
    </message>
    <message>
        <source>e.g. 8</source>
        <translation>np. 8</translation>
    </message>
    <message>
        <source>billion</source>
        <translation>mld</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>nieznane</translation>
    </message>
    <message>
        <source>Embedding and reranking models read text at once and generate nothing.</source>
        <translation>Modele embeddingowe i rerankingowe odczytują cały tekst naraz i niczego nie generują.</translation>
    </message>
    <message>
        <source>An embeddin&amp;g / reranking model (encoder)</source>
        <translation>Model &amp;embeddingowy / rerankingowy (enkoder)</translation>
    </message>
    <message>
        <source>{per} per GPU × %n GPUs = {total} in all</source>
        <translation>{per} na GPU × %n GPU = łącznie {total}</translation>
    </message>
    <message>
        <source>Headroom&apos;s choice: data parallel over all %n GPUs of the server, each with a copy of the training state (divided by the ZeRO stage): more GPUs finish the job sooner.</source>
        <translation>Wybór Headroom: data parallel na wszystkich %n GPU serwera, każdy z kopią stanu treningu (podzieloną według etapu ZeRO): więcej GPU kończy zadanie szybciej.</translation>
    </message>
    <message numerus="yes">
        <source>{n} tokens</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} token</numerusform>
            <numerusform>{n} tokeny</numerusform>
            <numerusform>{n} tokenów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} sequences</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} sekwencja</numerusform>
            <numerusform>{n} sekwencje</numerusform>
            <numerusform>{n} sekwencji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} requests</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} zapytanie</numerusform>
            <numerusform>{n} zapytania</numerusform>
            <numerusform>{n} zapytań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} layers</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} warstwa</numerusform>
            <numerusform>{n} warstwy</numerusform>
            <numerusform>{n} warstw</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} full layers</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} pełna warstwa</numerusform>
            <numerusform>{n} pełne warstwy</numerusform>
            <numerusform>{n} pełnych warstw</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} windowed layers</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} warstwa z oknem przesuwnym</numerusform>
            <numerusform>{n} warstwy z oknem przesuwnym</numerusform>
            <numerusform>{n} warstw z oknem przesuwnym</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} parameters</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} parametr</numerusform>
            <numerusform>{n} parametry</numerusform>
            <numerusform>{n} parametrów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} values</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} wartość</numerusform>
            <numerusform>{n} wartości</numerusform>
            <numerusform>{n} wartości</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} bytes</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} bajt</numerusform>
            <numerusform>{n} bajty</numerusform>
            <numerusform>{n} bajtów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} GPUs</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} GPU</numerusform>
            <numerusform>{n} GPU</numerusform>
            <numerusform>{n} GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} replicas</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} replika</numerusform>
            <numerusform>{n} repliki</numerusform>
            <numerusform>{n} replik</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} CPU cores</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} rdzeń CPU</numerusform>
            <numerusform>{n} rdzenie CPU</numerusform>
            <numerusform>{n} rdzeni CPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} runs</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} przebieg</numerusform>
            <numerusform>{n} przebiegi</numerusform>
            <numerusform>{n} przebiegów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} epochs</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} epoka</numerusform>
            <numerusform>{n} epoki</numerusform>
            <numerusform>{n} epok</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} experts</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} ekspert</numerusform>
            <numerusform>{n} ekspertów</numerusform>
            <numerusform>{n} ekspertów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} fields</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} pole</numerusform>
            <numerusform>{n} pola</numerusform>
            <numerusform>{n} pól</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} profiles</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} profil</numerusform>
            <numerusform>{n} profile</numerusform>
            <numerusform>{n} profili</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} warnings</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} ostrzeżenie</numerusform>
            <numerusform>{n} ostrzeżenia</numerusform>
            <numerusform>{n} ostrzeżeń</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} notes</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} uwaga</numerusform>
            <numerusform>{n} uwagi</numerusform>
            <numerusform>{n} uwag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} blockers</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} blokada</numerusform>
            <numerusform>{n} blokady</numerusform>
            <numerusform>{n} blokad</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} hours</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} godzina</numerusform>
            <numerusform>{n} godziny</numerusform>
            <numerusform>{n} godzin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} people</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} osoba</numerusform>
            <numerusform>{n} osoby</numerusform>
            <numerusform>{n} osób</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} months</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} miesiąc</numerusform>
            <numerusform>{n} miesiące</numerusform>
            <numerusform>{n} miesięcy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} years</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} rok</numerusform>
            <numerusform>{n} lata</numerusform>
            <numerusform>{n} lat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} servers</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} serwer</numerusform>
            <numerusform>{n} serwery</numerusform>
            <numerusform>{n} serwerów</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} trillion</source>
        <translation>{count} bln</translation>
    </message>
    <message>
        <source>Beyond the GPU&apos;s memory</source>
        <translation>Poza pamięcią GPU</translation>
    </message>
    <message>
        <source>Layers on the G&amp;PU:</source>
        <translation>Warstwy na G&amp;PU:</translation>
    </message>
    <message>
        <source>llama.cpp -ngl / Ollama num_gpu: how many of the model&apos;s layers sit on the GPU; the rest run on the CPU from system RAM, much slower. Empty: Headroom puts as many on the GPU as fit and says how many.</source>
        <translation>llama.cpp -ngl / Ollama num_gpu: ile warstw modelu jest na GPU; pozostałe działają na CPU z pamięci RAM, znacznie wolniej. Puste: Headroom umieszcza na GPU tyle, ile się zmieści, i podaje ile.</translation>
    </message>
    <message>
        <source>as many as fit</source>
        <translation>tyle, ile się zmieści</translation>
    </message>
    <message>
        <source>MoE e&amp;xperts on the CPU:</source>
        <translation>E&amp;ksperci MoE na CPU:</translation>
    </message>
    <message>
        <source>llama.cpp --n-cpu-moe: the mixture-of-experts weights of this many layers stay in system RAM and run on the CPU, while attention stays on the GPU. Only for MoE models.</source>
        <translation>llama.cpp --n-cpu-moe: wagi ekspertów (mixture of experts) tylu warstw zostają w pamięci RAM i są liczone na CPU, a uwaga zostaje na GPU. Tylko dla modeli MoE.</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>warstw</translation>
    </message>
    <message>
        <source>Weights in s&amp;ystem RAM:</source>
        <translation>Wagi w pa&amp;mięci RAM:</translation>
    </message>
    <message>
        <source>vLLM --cpu-offload-gb (which counts in GiB), per GPU: this much of the weights stays in system RAM and crosses PCIe in every step. Lets a model fit that otherwise would not, at a large cost in speed.</source>
        <translation>vLLM --cpu-offload-gb (liczone w GiB), na każdy GPU: tyle wag zostaje w pamięci RAM i przechodzi przez PCIe w każdym kroku. Pozwala zmieścić model, który inaczej się nie mieści, kosztem dużego spadku szybkości.</translation>
    </message>
    <message>
        <source>KV cache in system RA&amp;M:</source>
        <translation>Pamięć podręczna KV w &amp;RAM:</translation>
    </message>
    <message>
        <source>A second tier of conversation memory in system RAM for each copy of the model (vLLM --kv-offloading-size, SGLang --hicache-size, TensorRT-LLM host cache): repeated prompts are served from it instead of being recomputed. It does not add room on the GPU.</source>
        <translation>Drugi poziom pamięci rozmów w pamięci RAM dla każdej kopii modelu (vLLM --kv-offloading-size, SGLang --hicache-size, pamięć hosta TensorRT-LLM): powtarzające się zapytania są obsługiwane z niego zamiast przeliczania. Nie dodaje miejsca na GPU.</translation>
    </message>
    <message>
        <source>Training fra&amp;mework:</source>
        <translation>Fra&amp;mework treningu:</translation>
    </message>
    <message>
        <source>What runs the training loop: each keeps different tensors on the GPU. Empty: the transformers Trainer when the runtime is transformers, else PEFT adapters on transformers for LoRA and QLoRA and the transformers Trainer for a full fine-tune — a serving runtime does not train.</source>
        <translation>Co wykonuje pętlę trenowania: każdy trzyma na GPU inne tensory. Puste: transformers Trainer, gdy środowiskiem jest transformers, w przeciwnym razie adaptery PEFT na transformers dla LoRA i QLoRA oraz transformers Trainer dla pełnego dostrajania — środowisko serwujące modele nie trenuje.</translation>
    </message>
    <message>
        <source>Automatic — from the runtime</source>
        <translation>Automatycznie — według środowiska</translation>
    </message>
    <message>
        <source>transformers Trainer</source>
        <translation>transformers Trainer</translation>
    </message>
    <message>
        <source>PEFT adapters on transformers</source>
        <translation>Adaptery PEFT na transformers</translation>
    </message>
    <message>
        <source>TRL (SFTTrainer)</source>
        <translation>TRL (SFTTrainer)</translation>
    </message>
    <message>
        <source>Unsloth (one NVIDIA GPU)</source>
        <translation>Unsloth (jeden GPU NVIDIA)</translation>
    </message>
    <message>
        <source>LitGPT</source>
        <translation>LitGPT</translation>
    </message>
    <message>
        <source>torchtune</source>
        <translation>torchtune</translation>
    </message>
    <message>
        <source>DeepSpeed (ZeRO)</source>
        <translation>DeepSpeed (ZeRO)</translation>
    </message>
    <message>
        <source>PyTorch FSDP (accelerate, torchtitan)</source>
        <translation>PyTorch FSDP (accelerate, torchtitan)</translation>
    </message>
    <message>
        <source>PyTorch DDP (a plain training loop)</source>
        <translation>PyTorch DDP (zwykła pętla treningowa)</translation>
    </message>
    <message>
        <source>Megatron-LM (GPT pretraining)</source>
        <translation>Megatron-LM (pretrening GPT)</translation>
    </message>
    <message>
        <source>Generic (textbook formulas)</source>
        <translation>Ogólny (wzory podręcznikowe)</translation>
    </message>
    <message>
        <source>none — everything on the GPUs</source>
        <translation>nic — wszystko na GPU</translation>
    </message>
    <message>
        <source>optimizer in system RAM (ZeRO-Offload)</source>
        <translation>optymalizator w pamięci RAM (ZeRO-Offload)</translation>
    </message>
    <message>
        <source>The optimizer states and step move to the CPU: the GPU keeps the model, activations and gradient buckets. Needs about 26 bytes of RAM per parameter (16 of state, the rest staging) and a slower step.</source>
        <translation>Stany i krok optymalizatora przechodzą na CPU: GPU zachowuje model, aktywacje i kubełki gradientów. Potrzeba około 26 bajtów RAM na parametr (16 na stan, reszta na bufory pośrednie), a krok jest wolniejszy.</translation>
    </message>
    <message>
        <source>optimizer and weights in system RAM</source>
        <translation>optymalizator i wagi w pamięci RAM</translation>
    </message>
    <message>
        <source>Also the weights: the GPU holds only the layers it is computing (ZeRO-3 / FSDP CPU offload). About 28 bytes of RAM per parameter; every step moves the weights over PCIe.</source>
        <translation>Także wagi: GPU trzyma tylko warstwy, które właśnie liczy (ZeRO-3 / odciążenie FSDP na CPU). Około 28 bajtów RAM na parametr; każdy krok przesyła wagi przez PCIe.</translation>
    </message>
    <message>
        <source>optimizer and weights on NVMe (ZeRO-Infinity)</source>
        <translation>optymalizator i wagi na NVMe (ZeRO-Infinity)</translation>
    </message>
    <message>
        <source>Weights and optimizer states on local NVMe, staged through system RAM: the largest models on the fewest GPUs, bound by the drives&apos; speed.</source>
        <translation>Wagi i stany optymalizatora na lokalnych NVMe, przez bufory w pamięci RAM: największe modele na najmniejszej liczbie GPU, ograniczone szybkością dysków.</translation>
    </message>
    <message>
        <source>Keep off the GP&amp;Us:</source>
        <translation>Trzymaj poza G&amp;PU:</translation>
    </message>
    <message>
        <source>Training state kept in system RAM or on NVMe instead of GPU memory: fits a larger model on fewer GPUs, at a cost in step time. Offered where the chosen framework supports it.</source>
        <translation>Stan treningu w pamięci RAM lub na NVMe zamiast w pamięci GPU: większy model mieści się na mniejszej liczbie GPU kosztem czasu kroku. Dostępne, gdy wybrany framework to obsługuje.</translation>
    </message>
    <message numerus="yes">
        <source>&apos;{name}&apos; is the name of %n profiles ({ids}): give the id of one</source>
        <translation>
            <numerusform>„{name}” to nazwa %n profilu ({ids}): podaj id jednego z nich</numerusform>
            <numerusform>„{name}” to nazwa %n profili ({ids}): podaj id jednego z nich</numerusform>
            <numerusform>„{name}” to nazwa %n profili ({ids}): podaj id jednego z nich</numerusform>
        </translation>
    </message>
    <message>
        <source>GB = 10⁹ bytes (vendors&apos; figures), GiB = 2³⁰ bytes (what nvidia-smi shows): {gb} = {gib}, the same memory in another unit.</source>
        <translation>GB = 10⁹ bajtów (tak podają producenci), GiB = 2³⁰ bajtów (tak pokazuje nvidia-smi): {gb} = {gib} — ta sama pamięć w innej jednostce.</translation>
    </message>
    <message>
        <source>{note} Sizes here are in {unit}.</source>
        <translation>{note} Rozmiary podano tu w {unit}.</translation>
    </message>
</context>
<context>
    <name>Advice</name>
    <message>
        <source>the long case of {target} tokens does not fit next to the other requests (at most {figure} tokens do)</source>
        <translation>długie zapytanie o {target} tok. nie mieści się obok pozostałych zapytań (mieści się najwyżej {figure} tok.)</translation>
    </message>
    <message>
        <source>{target} tokens per request exceed the model&apos;s context of {figure} tokens</source>
        <translation>{target} tok. na zapytanie przekracza kontekst modelu wynoszący {figure} tok.</translation>
    </message>
    <message>
        <source>time to first token {figure}, the must-have is at most {target}</source>
        <translation>czas do pierwszego tokena {figure}, obowiązkowo najwyżej {target}</translation>
    </message>
    <message>
        <source>time for the whole answer {figure}, the must-have is at most {target}</source>
        <translation>czas całej odpowiedzi {figure}, wymóg to najwyżej {target}</translation>
    </message>
    <message>
        <source>{figure} tokens/s per user, the must-have is at least {target}</source>
        <translation>{figure} tokenów/s na użytkownika, obowiązkowo co najmniej {target}</translation>
    </message>
    <message>
        <source>{figure} tokens/s in total, the must-have is at least {target}</source>
        <translation>{figure} tokenów/s łącznie, obowiązkowo co najmniej {target}</translation>
    </message>
    <message>
        <source>the job takes {figure} h, the must-have is at most {target} h</source>
        <translation>zadanie trwa {figure} h, obowiązkowo najwyżej {target} h</translation>
    </message>
    <message>
        <source>the batch takes {figure} h, the deadline is {target} h</source>
        <translation>przetwarzanie wsadu trwa {figure} h, termin to {target} h</translation>
    </message>
    <message>
        <source>More memory per GPU, a split over more GPUs or a quantized KV cache would make room for the long case.</source>
        <translation>Miejsce na długie zapytanie dadzą: więcej pamięci na GPU, podział na więcej GPU lub skwantyzowany KV cache.</translation>
    </message>
    <message>
        <source>No server changes a model&apos;s context: choose a model with a longer context, or shorten the longest input.</source>
        <translation>Żaden serwer nie zmieni kontekstu modelu: wybierz model z dłuższym kontekstem albo skróć najdłuższe wejście.</translation>
    </message>
    <message>
        <source>GPUs with more compute, or the model split over more GPUs, would bring the first token sooner.</source>
        <translation>Pierwszy token pojawi się szybciej na GPU z większą mocą obliczeniową lub przy podziale modelu na więcej GPU.</translation>
    </message>
    <message>
        <source>GPUs with more memory bandwidth, shorter answers or more servers for the traffic would finish answers sooner.</source>
        <translation>GPU o większej przepustowości pamięci, krótsze odpowiedzi lub więcej serwerów na ruch kończyłyby odpowiedzi szybciej.</translation>
    </message>
    <message>
        <source>GPUs with more memory bandwidth, fewer requests per GPU (more replicas) or a smaller precision would answer faster.</source>
        <translation>Szybciej odpowiedzą GPU o większej przepustowości pamięci, mniej zapytań na GPU (więcej replik) lub mniejsza precyzja.</translation>
    </message>
    <message>
        <source>More GPUs or replicas would produce more tokens in total.</source>
        <translation>Więcej GPU lub replik wytworzy łącznie więcej tokenów.</translation>
    </message>
    <message>
        <source>More or faster GPUs would finish the job sooner; or allow more hours.</source>
        <translation>Więcej lub szybsze GPU skończą zadanie wcześniej; albo dopuść więcej godzin.</translation>
    </message>
    <message>
        <source>More GPUs, more requests at once, or a later deadline would let the batch finish in time.</source>
        <translation>Więcej GPU, więcej jednoczesnych żądań lub późniejszy termin pozwolą skończyć wsad na czas.</translation>
    </message>
    <message>
        <source>Fits comfortably</source>
        <translation>Mieści się z zapasem</translation>
    </message>
    <message>
        <source>Fits, but tightly</source>
        <translation>Mieści się, ale na styk</translation>
    </message>
    <message>
        <source>Misses a must-have</source>
        <translation>Nie spełnia wymogu obowiązkowego</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Nie mieści się</translation>
    </message>
    <message>
        <source>Unknown GPU</source>
        <translation>Nieznany GPU</translation>
    </message>
    <message>
        <source>Rule: a service with a fixed demand is ranked by what a month of it costs under each offer&apos;s terms — a faster server serves no more people, so its spare speed is headroom, not savings. Its price: {term}.</source>
        <translation>Zasada: usługa o stałym obciążeniu jest szeregowana według kosztu miesiąca na warunkach każdej oferty — szybszy serwer nie obsłuży więcej osób, więc jego nadmiar szybkości to zapas, a nie oszczędność. Jego cena: {term}.</translation>
    </message>
    <message>
        <source>Rule: batch work is ranked by its price per million tokens produced — a faster server finishes more of it for the same price. Its price: {cost} per million tokens ({term}).</source>
        <translation>Zasada: praca wsadowa jest szeregowana według ceny za milion wytworzonych tokenów — szybszy serwer wykona jej więcej za tę samą cenę. Jego cena: {cost} za milion tokenów ({term}).</translation>
    </message>
    <message>
        <source>Rule: training is ranked by the cost of the whole job under each offer&apos;s terms. Its job: {term}.</source>
        <translation>Zasada: trenowanie jest szeregowane według kosztu całego zadania na warunkach każdej oferty. Jego zadanie: {term}.</translation>
    </message>
    <message>
        <source>Rule: training is ranked by its price per million training tokens (a month of the offer over a month of training); give the dataset size to rank by the cost of the whole job. Its price: {cost} per million training tokens ({term}).</source>
        <translation>Zasada: trenowanie jest szeregowane według ceny za milion tokenów treningowych (miesiąc oferty na miesiąc trenowania); podaj rozmiar zbioru danych, by szeregować według kosztu całego zadania. Jego cena: {cost} za milion tokenów treningowych ({term}).</translation>
    </message>
    <message>
        <source>Rule: a batch job is ranked by its cost under each offer&apos;s terms; a server that misses the deadline is not recommended. Its job: {term}.</source>
        <translation>Zasada: zadanie wsadowe jest szeregowane według kosztu na warunkach każdej oferty; serwer, który nie zdąży w terminie, nie jest rekomendowany. Jego zadanie: {term}.</translation>
    </message>
    <message>
        <source>Rule: batch work is ranked by its price per unit of work, a month of the offer over a month of work. Its price: {cost} per {unit} ({term}).</source>
        <translation>Zasada: praca wsadowa jest szeregowana według ceny za jednostkę pracy — miesiąc oferty na miesiąc pracy. Jego cena: {cost} za {unit} ({term}).</translation>
    </message>
    <message>
        <source>Rule: none of them gives a price, so the one with the most memory to spare is recommended.</source>
        <translation>Zasada: żaden nie podaje ceny, więc zalecany jest ten z największym zapasem pamięci.</translation>
    </message>
    <message>
        <source>Rule: a service with traffic is ranked by the monthly price of the servers its busiest hour needs to meet the targets: {servers} × {price} = {cost} a month.</source>
        <translation>Zasada: usługę z ruchem szereguje się według miesięcznej ceny serwerów potrzebnych w najbardziej obciążonej godzinie do spełnienia celów: {servers} × {price} = {cost} miesięcznie.</translation>
    </message>
    <message>
        <source>The runner-up, {name}, would cost {cost} a month.</source>
        <translation>Następny, {name}, kosztowałby {cost} miesięcznie.</translation>
    </message>
    <message>
        <source>The runner-up, {name}, would cost {cost} per million tokens.</source>
        <translation>Następny, {name}, kosztowałby {cost} za milion tokenów.</translation>
    </message>
    <message>
        <source>The runner-up, {name}, would cost {cost} for the job.</source>
        <translation>Następny, {name}, kosztowałby {cost} za zadanie.</translation>
    </message>
    <message>
        <source>The runner-up, {name}, would cost {cost} per million training tokens.</source>
        <translation>Następny, {name}, kosztowałby {cost} za milion tokenów treningowych.</translation>
    </message>
    <message>
        <source>The runner-up, {name}, would cost {cost} for the batch.</source>
        <translation>Drugi w kolejności, {name}, kosztowałby {cost} za wsad.</translation>
    </message>
    <message>
        <source>The runner-up, {name}, would cost {cost} per unit of work.</source>
        <translation>Drugi w kolejności, {name}, kosztowałby {cost} za jednostkę pracy.</translation>
    </message>
    <message>
        <source>The runner-up is {name}.</source>
        <translation>Następny to {name}.</translation>
    </message>
    <message>
        <source>document</source>
        <translation>dokument</translation>
    </message>
    <message>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <source>image</source>
        <translation>obraz</translation>
    </message>
    <message>
        <source>audio hour</source>
        <translation>godzina nagrania</translation>
    </message>
    <message>
        <source>your own rates</source>
        <translation>Twoje własne kursy</translation>
    </message>
    <message>
        <source>no date given</source>
        <translation>bez daty</translation>
    </message>
    <message>
        <source>Prices in different currencies were compared at 1 {base} = {pairs} ({date}; {origin}).</source>
        <translation>Ceny w różnych walutach porównano po kursie 1 {base} = {pairs} ({date}; {origin}).</translation>
    </message>
    <message>
        <source>Offers in {currencies} are not ranked against the others: there is no exchange rate for them (File ▸ Settings ▸ Exchange rates).</source>
        <translation>Oferty w {currencies} nie są porównywane z pozostałymi: nie ma dla nich kursu (Plik ▸ Ustawienia ▸ Kursy walut).</translation>
    </message>
    <message>
        <source>Recommended: {name}, though it fits only tightly: no server fits comfortably, so confirm it in a pilot.</source>
        <translation>Zalecany: {name}, choć mieści się tylko na styk: żaden serwer nie mieści zadania z zapasem, więc sprawdź go w pilotażu.</translation>
    </message>
    <message>
        <source>Recommended: {name}, the only server that meets every must-have with memory to spare.</source>
        <translation>Zalecany: {name}, jedyny serwer, który spełnia wszystkie wymogi obowiązkowe z zapasem pamięci.</translation>
    </message>
    <message>
        <source>Recommended: {name}, the cheapest of the servers that meet every must-have.</source>
        <translation>Zalecany: {name}, najtańszy z serwerów spełniających wszystkie wymogi obowiązkowe.</translation>
    </message>
    <message>
        <source>{name} would cost less ({cost}) but fits only tightly: the high estimate may not fit, so it ranks after every comfortable fit.</source>
        <translation>{name} kosztowałby mniej ({cost}), ale mieści się tylko na styk: górny szacunek może się nie zmieścić, więc jest za wszystkimi, które mieszczą się z zapasem.</translation>
    </message>
    <message>
        <source>No server meets every must-have, so none is recommended. The nearest, {name}, misses: {missed}.</source>
        <translation>Żaden serwer nie spełnia wszystkich wymogów obowiązkowych, więc nie ma rekomendacji. Najbliższy, {name}, nie spełnia: {missed}.</translation>
    </message>
    <message>
        <source>None of these servers can hold the work, so none is recommended: it needs GPUs with more memory, a smaller precision or fewer requests at a time.</source>
        <translation>Żaden z tych serwerów nie pomieści zadania, więc nie ma rekomendacji: potrzeba GPU z większą pamięcią, mniejszej precyzji lub mniej zapytań naraz.</translation>
    </message>
    <message>
        <source>{per} on one GPU</source>
        <translation>{per} na jednym GPU</translation>
    </message>
    <message>
        <source>{people} people × {share} active at the busiest moment ≈ {requests} requests at once</source>
        <translation>{people} os. × {share} aktywnych w szczycie ≈ {requests} zapytań naraz</translation>
    </message>
    <message>
        <source>(the default share, {share}, follows NVIDIA&apos;s sizing guide for chat services)</source>
        <translation>(domyślny udział, {share}, pochodzi z przewodnika NVIDIA po doborze usług czatu)</translation>
    </message>
    <message>
        <source>≈ {people} people at {share} active</source>
        <translation>≈ {people} os. przy {share} aktywnych</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Something went wrong</source>
        <translation>Coś poszło nie tak</translation>
    </message>
    <message>
        <source>Headroom hit an unexpected problem and stopped that action. Your work is autosaved. The details were written to {path}.</source>
        <translation>Headroom napotkał nieoczekiwany problem i przerwał tę czynność. Twoja praca jest zapisywana automatycznie. Szczegóły zapisano w {path}.</translation>
    </message>
    <message>
        <source>No server profile &apos;{id}&apos;.</source>
        <translation>Brak profilu serwera „{id}”.</translation>
    </message>
</context>
<context>
    <name>BudgetChart</name>
    <message>
        <source>Memory budget chart</source>
        <translation>Wykres budżetu pamięci</translation>
    </message>
    <message>
        <source>Point at a coloured part to see what it is and how it is calculated.</source>
        <translation>Wskaż kolorową część, aby zobaczyć, czym jest i jak jest obliczana.</translation>
    </message>
    <message>
        <source>Point at or click a coloured part of the bar (or a legend entry) to see what it is, how it is calculated and its numbers.</source>
        <translation>Wskaż lub kliknij kolorową część paska (albo pozycję legendy), aby zobaczyć, czym jest, jak jest obliczana i jakie ma wartości.</translation>
    </message>
    <message>
        <source>Chart legend</source>
        <translation>Legenda wykresu</translation>
    </message>
    <message>
        <source>Explanation of the selected part</source>
        <translation>Objaśnienie wybranej części</translation>
    </message>
    <message>
        <source>Each of {n} GPUs</source>
        <translation>Każdy z {n} GPU</translation>
    </message>
    <message>
        <source>One GPU</source>
        <translation>Jeden GPU</translation>
    </message>
    <message>
        <source>System RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <source>{gpu}: {size} usable</source>
        <translation>{gpu}: {size} do wykorzystania</translation>
    </message>
    <message numerus="yes">
        <source>System RAM of each of %n servers</source>
        <translation>
            <numerusform>RAM każdego z %n serwera</numerusform>
            <numerusform>RAM każdego z %n serwerów</numerusform>
            <numerusform>RAM każdego z %n serwerów</numerusform>
        </translation>
    </message>
    <message>
        <source>{size} RAM</source>
        <translation>{size} RAM</translation>
    </message>
    <message>
        <source>{label}, of {size}</source>
        <translation>{label} z {size}</translation>
    </message>
    <message>
        <source>Memory ({unit})</source>
        <translation>Pamięć ({unit})</translation>
    </message>
    <message>
        <source>What is this? (glossary)</source>
        <translation>Co to jest? (słowniczek)</translation>
    </message>
</context>
<context>
    <name>Calibration</name>
    <message>
        <source>Measured on this server by the pilot {source} ({when}): {model}, {runtime}, {precision}, at {levels} concurrent requests.</source>
        <translation>Zmierzone na tym serwerze przez pilotaż {source} ({when}): {model}, {runtime}, {precision}, przy {levels} równoczesnych żądaniach.</translation>
    </message>
    <message>
        <source>Measured on this server by the pilot {source} ({when}): {model}, {mode}, {precision}, sequence length × micro-batch {shape}.</source>
        <translation>Zmierzone na tym serwerze przez pilotaż {source} ({when}): {model}, {mode}, {precision}, długość sekwencji × mikropartia {shape}.</translation>
    </message>
    <message>
        <source>This load lies beyond the measured levels: the formula, scaled by the measured ratio at the nearest level.</source>
        <translation>To obciążenie leży poza zmierzonymi poziomami: wzór przeskalowany zmierzonym stosunkiem z najbliższego poziomu.</translation>
    </message>
    <message>
        <source>time not recorded</source>
        <translation>czas nie zapisany</translation>
    </message>
    <message>
        <source>Calibration {id} stored for {server}: from now on its speed for this model, precision and runtime is the measured one (--no-calibration gives the estimate as before).</source>
        <translation>Kalibracja {id} zapisana dla {server}: od teraz jego szybkość dla tego modelu, precyzji i środowiska uruchomieniowego jest zmierzona (--no-calibration daje szacunek jak wcześniej).</translation>
    </message>
    <message>
        <source>Calibration {id} stored for {server}: its speed for this model, precision and runtime is now the measured one (switch off &quot;Use measured speeds&quot; to see the estimate as before).</source>
        <translation>Kalibracja {id} zapisana dla {server}: jego szybkość dla tego modelu, precyzji i środowiska uruchomieniowego jest teraz zmierzona (wyłącz „Używaj zmierzonych szybkości”, aby zobaczyć szacunek jak wcześniej).</translation>
    </message>
    <message>
        <source>The library holds no calibration.</source>
        <translation>Biblioteka nie zawiera żadnej kalibracji.</translation>
    </message>
    <message>
        <source>Calibration {id} removed.</source>
        <translation>Kalibracja {id} usunięta.</translation>
    </message>
    <message>
        <source>no calibration &apos;{id}&apos; (`headroom pilot calibrations list` lists them)</source>
        <translation>brak kalibracji &apos;{id}&apos; (`headroom pilot calibrations list` je wypisuje)</translation>
    </message>
    <message>
        <source>--calibrate needs --server: the server the pilot ran on</source>
        <translation>--calibrate wymaga --server: serwera, na którym działał pilotaż</translation>
    </message>
    <message>
        <source>not calibrated: the results are from another model or workload</source>
        <translation>nie skalibrowano: wyniki dotyczą innego modelu lub obciążenia</translation>
    </message>
    <message>
        <source>not calibrated: no measured run of these results gives this workload&apos;s speed (a load test at the typical input, or a training speed run)</source>
        <translation>nie skalibrowano: żaden zmierzony przebieg tych wyników nie daje szybkości tego obciążenia (test obciążeniowy przy typowym wejściu lub przebieg szybkości treningu)</translation>
    </message>
    <message>
        <source>not calibrated: --server names a file; calibrations are kept for a server of the library (give its id or name)</source>
        <translation>nie skalibrowano: --server wskazuje plik; kalibracje są przechowywane dla serwera z biblioteki (podaj jego id lub nazwę)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serwer</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>Środowisko</translation>
    </message>
    <message>
        <source>Concurrency measured</source>
        <translation>Zmierzona współbieżność</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Zmierzono</translation>
    </message>
    <message>
        <source>Pilot file</source>
        <translation>Plik pilotażu</translation>
    </message>
    <message>
        <source>{c} concurrent: first token {ttft}, {tps} tokens/s per request, {agg} tokens/s in all</source>
        <translation>{c} równocześnie: pierwszy token {ttft}, {tps} tokenów/s na żądanie, {agg} tokenów/s łącznie</translation>
    </message>
    <message>
        <source>Long input of {n} tokens: first token {ttft}</source>
        <translation>Długie wejście {n} tokenów: pierwszy token {ttft}</translation>
    </message>
    <message>
        <source>Peak GPU memory: {bytes}</source>
        <translation>Szczytowa pamięć GPU: {bytes}</translation>
    </message>
    <message>
        <source>Training, sequence length × micro-batch {shape} on {gpus} GPU: {step} per step, {tps} tokens/s ({steps} steps timed)</source>
        <translation>Trening, długość sekwencji × mikropartia {shape} na {gpus} GPU: {step} na krok, {tps} tokenów/s (zmierzonych kroków: {steps})</translation>
    </message>
</context>
<context>
    <name>CatalogPicker</name>
    <message>
        <source>Search: name, family, size</source>
        <translation>Szukaj: nazwa, rodzina, rozmiar</translation>
    </message>
    <message>
        <source>Search the model catalog</source>
        <translation>Przeszukaj katalog modeli</translation>
    </message>
    <message>
        <source>Type part of a name (Llama, Qwen, Mistral…), a family, or a size such as 8b or 70b. Press Down to move into the list.</source>
        <translation>Wpisz część nazwy (Llama, Qwen, Mistral…), rodzinę lub rozmiar, np. 8b albo 70b. Naciśnij strzałkę w dół, aby przejść do listy.</translation>
    </message>
    <message>
        <source>Model size</source>
        <translation>Rozmiar modelu</translation>
    </message>
    <message>
        <source>Size in billions of parameters (B). Memory grows with it.</source>
        <translation>Rozmiar w miliardach parametrów (B). Wraz z nim rośnie zapotrzebowanie na pamięć.</translation>
    </message>
    <message>
        <source>Any size</source>
        <translation>Dowolny rozmiar</translation>
    </message>
    <message>
        <source>Small (under 10 B)</source>
        <translation>Mały (poniżej 10 B)</translation>
    </message>
    <message>
        <source>Medium (10–40 B)</source>
        <translation>Średni (10–40 B)</translation>
    </message>
    <message>
        <source>Large (40–150 B)</source>
        <translation>Duży (40–150 B)</translation>
    </message>
    <message>
        <source>Very large (over 150 B)</source>
        <translation>Bardzo duży (powyżej 150 B)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Rodzina</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Rozmiar</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Zastosowanie</translation>
    </message>
    <message>
        <source>License</source>
        <translation>Licencja</translation>
    </message>
    <message>
        <source>Catalog models</source>
        <translation>Modele z katalogu</translation>
    </message>
    <message>
        <source>Click a model to use it. Sizes are in billions of parameters.</source>
        <translation>Kliknij model, aby go użyć. Rozmiary podano w miliardach parametrów.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>tekst</translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation>embeddingi</translation>
    </message>
    <message>
        <source>reranking</source>
        <translation>reranking</translation>
    </message>
    <message>
        <source>images</source>
        <translation>obrazy</translation>
    </message>
    <message>
        <source>images + text</source>
        <translation>obrazy + tekst</translation>
    </message>
    <message>
        <source>speech</source>
        <translation>mowa</translation>
    </message>
</context>
<context>
    <name>ChoiceField</name>
    <message>
        <source>{value} (not a known choice)</source>
        <translation>{value} (nieznana opcja)</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>{option}: &apos;{value}&apos; is not usable: give a number above 0 (years up to 50; a price per kWh, optionally with a three-letter currency)</source>
        <translation>{option}: wartość „{value}” nie nadaje się: podaj liczbę większą od 0 (lata — najwyżej 50; cenę za kWh, opcjonalnie z trzyliterowym kodem waluty)</translation>
    </message>
    <message>
        <source>The shipped catalog is damaged: {reason}</source>
        <translation>Dołączony katalog jest uszkodzony: {reason}</translation>
    </message>
    <message>
        <source>{mode} on {runtime}; weights {weights}, KV cache {kv}</source>
        <translation>{mode} w środowisku {runtime}; wagi: {weights}, KV cache: {kv}</translation>
    </message>
    <message>
        <source>{mode}, a diffusers pipeline; denoiser {weights}, text encoders {encoders}</source>
        <translation>{mode}, potok diffusers; odszumiacz {weights}, kodery tekstu {encoders}</translation>
    </message>
    <message>
        <source>{mode} with {framework} (training framework); weights {weights}</source>
        <translation>{mode} z {framework} (framework trenowania); wagi {weights}</translation>
    </message>
    <message>
        <source>Task: {task}</source>
        <translation>Zadanie: {task}</translation>
    </message>
    <message>
        <source>{tokens} per sequence × {sequences} at once; {gpus}</source>
        <translation>{tokens} na sekwencję × {sequences} jednocześnie; {gpus}</translation>
    </message>
    <message>
        <source>{tokens} per sequence × micro-batch {sequences}; {gpus}</source>
        <translation>{tokens} na sekwencję × micro-batch {sequences}; {gpus}</translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation>Na GPU</translation>
    </message>
    <message>
        <source>All {n} GPUs (not one pool)</source>
        <translation>Łącznie {n} GPU (to nie jedna pula)</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Składnik</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Niski</translation>
    </message>
    <message>
        <source>Typical</source>
        <translation>Typowy</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Wysoki</translation>
    </message>
    <message>
        <source>System RAM</source>
        <translation>Pamięć RAM</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>Beside the GPUs</source>
        <translation>Obok GPU</translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation>Ostrzeżenia:</translation>
    </message>
    <message>
        <source>Assumptions:</source>
        <translation>Założenia:</translation>
    </message>
    <message>
        <source>{file}: no server profile in this file</source>
        <translation>{file}: ten plik nie zawiera profilu serwera</translation>
    </message>
    <message>
        <source>no server profile &apos;{token}&apos;: give an id, a name or a .json file (`headroom servers` lists them)</source>
        <translation>brak profilu serwera „{token}”: podaj id, nazwę lub plik .json (listę pokazuje `headroom servers`)</translation>
    </message>
    <message>
        <source>{problem}; did you mean &apos;{suggestion}&apos;?</source>
        <translation>{problem}; czy chodziło o „{suggestion}”?</translation>
    </message>
    <message>
        <source>Time to first token (estimate): {typ} ({low}–{high})</source>
        <translation>Czas do pierwszego tokenu (szacunek): {typ} ({low}–{high})</translation>
    </message>
    <message>
        <source>  for the long input of {n} tokens: {typ}</source>
        <translation>  dla długiego wejścia ({n} tok.): {typ}</translation>
    </message>
    <message>
        <source>Tokens/s per user at {c} concurrent: {typ} ({low}–{high})</source>
        <translation>Tokeny/s na użytkownika (jednoczesnych użytkowników: {c}): {typ} ({low}–{high})</translation>
    </message>
    <message>
        <source>Aggregate throughput: {typ} tokens/s</source>
        <translation>Łączna przepustowość: {typ} tok/s</translation>
    </message>
    <message>
        <source>Training throughput (estimate): {typ} tokens/s ({low}–{high})</source>
        <translation>Przepustowość treningu (szacunek): {typ} tok/s ({low}–{high})</translation>
    </message>
    <message>
        <source>Time for the dataset: {typ} h ({low}–{high} h)</source>
        <translation>Czas przetworzenia zbioru danych: {typ} h ({low}–{high} h)</translation>
    </message>
    <message>
        <source>Verdict: {verdict}</source>
        <translation>Ocena: {verdict}</translation>
    </message>
    <message>
        <source>Per GPU: needs {need} ({low}–{high}) of {cap} usable; headroom {head} ({pct})</source>
        <translation>Na GPU: potrzeba {need} ({low}–{high}) z {cap} dostępnych; zapas {head} ({pct})</translation>
    </message>
    <message>
        <source>The need for this split: {need}</source>
        <translation>Zapotrzebowanie przy tym podziale: {need}</translation>
    </message>
    <message>
        <source>System RAM per server: needs {need} (high {high}) of {ram}</source>
        <translation>Pamięć RAM na serwer: potrzeba {need} (górnie {high}) z {ram}</translation>
    </message>
    <message>
        <source>NVMe for offloaded state: {need} per rank</source>
        <translation>NVMe na odciążony stan: {need} na proces</translation>
    </message>
    <message>
        <source>Largest micro-batch that fits: {n}</source>
        <translation>Największy micro-batch, który się mieści: {n}</translation>
    </message>
    <message>
        <source>Most concurrent sequences that fit: {n}</source>
        <translation>Najwięcej jednoczesnych sekwencji, jakie się mieszczą: {n}</translation>
    </message>
    <message>
        <source>Most requests at once that fit: {n}</source>
        <translation>Najwięcej jednoczesnych żądań, które się mieszczą: {n}</translation>
    </message>
    <message>
        <source>Longest sequence that fits: {n} tokens</source>
        <translation>Najdłuższa sekwencja, która się mieści: {n} tok.</translation>
    </message>
    <message>
        <source>Longest input + output that fits: {n} tokens</source>
        <translation>Najdłuższe wejście + wyjście, które się mieści: {n} tok.</translation>
    </message>
    <message>
        <source> (the model&apos;s own limit)</source>
        <translation> (limit samego modelu)</translation>
    </message>
    <message>
        <source>Price: {terms}</source>
        <translation>Cena: {terms}</translation>
    </message>
    <message>
        <source>Cost of the work: {cost}</source>
        <translation>Koszt pracy: {cost}</translation>
    </message>
    <message>
        <source>{server}: gpu.id: &apos;{gpu}&apos; is not in the catalog; give the GPU&apos;s name and memory_bytes in the profile</source>
        <translation>{server}: gpu.id: „{gpu}” nie ma w katalogu; podaj w profilu name i memory_bytes tego GPU</translation>
    </message>
    <message>
        <source>Cost of the job</source>
        <translation>Koszt zadania</translation>
    </message>
    <message>
        <source>Cost of the batch</source>
        <translation>Koszt wsadu</translation>
    </message>
    <message>
        <source>Price / unit of work</source>
        <translation>Cena / jednostka pracy</translation>
    </message>
    <message>
        <source>Price / M training tokens</source>
        <translation>Cena / mln tokenów treningowych</translation>
    </message>
    <message>
        <source>{hours} h</source>
        <translation>{hours} h</translation>
    </message>
    <message>
        <source>train tok/s</source>
        <translation>tok/s trening</translation>
    </message>
    <message>
        <source>tok/s user / total</source>
        <translation>tok/s użytk. / łącznie</translation>
    </message>
    <message>
        <source>Batch takes</source>
        <translation>Czas wsadu</translation>
    </message>
    <message>
        <source>Work / hour</source>
        <translation>Praca / godz.</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ocena</translation>
    </message>
    <message>
        <source>Per GPU need / usable</source>
        <translation>Potrzeba / dostępne na GPU</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Zapas</translation>
    </message>
    <message>
        <source>RAM need / RAM</source>
        <translation>Potrzeba RAM / RAM</translation>
    </message>
    <message>
        <source>Price / month</source>
        <translation>Cena / miesiąc</translation>
    </message>
    <message>
        <source>Price / M tokens</source>
        <translation>Cena / mln tokenów</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Serwery</translation>
    </message>
    <message>
        <source>{name}: {n} profiles, best first</source>
        <translation>{name}: profile od najlepszego (łącznie {n})</translation>
    </message>
    <message>
        <source>Its need: {need}.</source>
        <translation>Jego zapotrzebowanie: {need}.</translation>
    </message>
    <message>
        <source>Speeds and prices per token are estimates; a pilot confirms them.</source>
        <translation>Prędkości i ceny za token to szacunki; potwierdzi je pilotaż.</translation>
    </message>
    <message>
        <source>headroom: an unexpected error stopped the command ({error}). Please report it; the details were written to {log}.</source>
        <translation>headroom: nieoczekiwany błąd przerwał polecenie ({error}). Prosimy o zgłoszenie; szczegóły zapisano w {log}.</translation>
    </message>
    <message>
        <source>headroom: an unexpected error stopped the command ({error}). Please report it.</source>
        <translation>headroom: nieoczekiwany błąd przerwał polecenie ({error}). Prosimy o zgłoszenie.</translation>
    </message>
    <message>
        <source>headroom: &apos;{word}&apos; is not a command; did you mean {command}? (headroom --help lists them)</source>
        <translation>headroom: „{word}” nie jest poleceniem; czy chodziło o {command}? (listę pokazuje headroom --help)</translation>
    </message>
    <message>
        <source>Together: {verdict}</source>
        <translation>Razem: {verdict}</translation>
    </message>
    <message>
        <source>{hours}: the busiest GPU ({gpu}) needs {need} (high {high}) of {cap}</source>
        <translation>{hours}: najbardziej obciążony GPU ({gpu}) potrzebuje {need} (najwyżej {high}) z {cap}</translation>
    </message>
    <message>
        <source>Together</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>Busiest GPU need / usable</source>
        <translation>Najbardziej obciążony GPU: potrzeba / dostępne</translation>
    </message>
    <message>
        <source>{names}: {n} profiles, best first</source>
        <translation>{names}: profili — {n}, najlepsze najpierw</translation>
    </message>
</context>
<context>
    <name>CompareTable</name>
    <message>
        <source>The pilot did not run on this profile.</source>
        <translation>Pilotaż nie był przeprowadzany na tym profilu.</translation>
    </message>
    <message>
        <source>Peak {size} per GPU</source>
        <translation>Szczytowo {size} na GPU</translation>
    </message>
    <message>
        <source>First token {p50} (p95 {p95})</source>
        <translation>Pierwszy token: {p50} (p95: {p95})</translation>
    </message>
    <message>
        <source>{rate} tokens/s per user</source>
        <translation>{rate} tok./s na użytkownika</translation>
    </message>
    <message>
        <source>{passed} of {n} criteria passed</source>
        <translation>Spełnione kryteria: {passed} z {n}</translation>
    </message>
    <message>
        <source>Measured in the pilot</source>
        <translation>Zmierzono w pilotażu</translation>
    </message>
    <message>
        <source>From the imported pilot results, at your concurrency (Pilot view)</source>
        <translation>Z zaimportowanych wyników pilotażu, przy Twojej liczbie równoległych zapytań (widok Pilotaż)</translation>
    </message>
</context>
<context>
    <name>ComparisonView</name>
    <message>
        <source>Order of the columns</source>
        <translation>Kolejność kolumn</translation>
    </message>
    <message>
        <source>Verdict (recommended first)</source>
        <translation>Werdykt (najpierw polecane)</translation>
    </message>
    <message>
        <source>Headroom (most first)</source>
        <translation>Zapas pamięci (największy najpierw)</translation>
    </message>
    <message>
        <source>Throughput (fastest first)</source>
        <translation>Przepustowość (najszybsze najpierw)</translation>
    </message>
    <message>
        <source>Price per month (cheapest first)</source>
        <translation>Cena miesięczna (najtańsze najpierw)</translation>
    </message>
    <message>
        <source>Add to quote</source>
        <translation>Dodaj do zapytania</translation>
    </message>
    <message>
        <source>Keep these profiles for the quote request you send to providers</source>
        <translation>Zachowaj te profile do zapytania ofertowego wysyłanego do dostawców</translation>
    </message>
    <message>
        <source>Speeds and prices per token are estimates; a pilot on the real server confirms them.</source>
        <translation>Szybkości i ceny za token to oszacowania; potwierdzi je pilotaż na docelowym serwerze.</translation>
    </message>
    <message>
        <source>Per GPU, on one scale; whiskers show the low to high estimate. Names in green fit comfortably, in orange tightly, in red not at all or missing a must-have.</source>
        <translation>Na jeden GPU, w jednej skali; wąsy pokazują szacunek od dolnego do górnego. Nazwy zielone mieszczą się z zapasem, pomarańczowe — na styk, czerwone — wcale lub nie spełniają wymogu obowiązkowego.</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Pamięć na GPU</translation>
    </message>
    <message>
        <source>Speed against users</source>
        <translation>Szybkość a liczba użytkowników</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Ostrzeżenia</translation>
    </message>
    <message>
        <source>All workloads together</source>
        <translation>Wszystkie obciążenia razem</translation>
    </message>
    <message>
        <source>Order by:</source>
        <translation>Sortuj według:</translation>
    </message>
    <message>
        <source>comparing servers</source>
        <translation>porównanie serwerów</translation>
    </message>
    <message>
        <source>Warnings and notes ({n})</source>
        <translation>Ostrzeżenia i uwagi ({n})</translation>
    </message>
    <message>
        <source>The workload has problems to fix before profiles can be compared.</source>
        <translation>Obciążenie ma problemy, które trzeba poprawić, zanim będzie można porównać profile.</translation>
    </message>
    <message>
        <source>Tick profiles on the left to compare them.</source>
        <translation>Zaznacz profile po lewej, aby je porównać.</translation>
    </message>
    <message>
        <source>Nothing ticked: showing the three best profiles for this workload.</source>
        <translation>Nic nie zaznaczono: wyświetlane są trzy najlepsze profile dla tego obciążenia.</translation>
    </message>
    <message>
        <source>Tick at least one more profile to compare.</source>
        <translation>Zaznacz jeszcze co najmniej jeden profil, aby porównać.</translation>
    </message>
    <message>
        <source>{n} of at most 6 ticked.</source>
        <translation>Zaznaczono {n} z maksymalnie 6.</translation>
    </message>
    <message>
        <source>Estimates. The dotted line marks your {n} users at once; a circle ends a curve where memory runs out.</source>
        <translation>Oszacowania. Linia kropkowana oznacza Twoich {n} jednoczesnych użytkowników; kółko kończy krzywą tam, gdzie brakuje pamięci.</translation>
    </message>
    <message>
        <source>In the quote request</source>
        <translation>W zapytaniu ofertowym</translation>
    </message>
</context>
<context>
    <name>FiguresTable</name>
    <message>
        <source>★ recommended</source>
        <translation>★ polecany</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>Search names, providers, GPUs…</source>
        <translation>Szukaj nazw, dostawców, GPU…</translation>
    </message>
    <message>
        <source>Show only profiles with this GPU</source>
        <translation>Pokaż tylko profile z tym GPU</translation>
    </message>
    <message>
        <source>Show only profiles with this many GPUs per server</source>
        <translation>Pokaż tylko profile z taką liczbą GPU na serwer</translation>
    </message>
    <message>
        <source>Show only offers from this provider</source>
        <translation>Pokaż tylko oferty tego dostawcy</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU:</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>Liczba GPU:</translation>
    </message>
    <message>
        <source>Provider:</source>
        <translation>Dostawca:</translation>
    </message>
    <message>
        <source>Any GPU</source>
        <translation>Dowolny GPU</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Dowolna</translation>
    </message>
    <message>
        <source>Any provider</source>
        <translation>Dowolny dostawca</translation>
    </message>
    <message>
        <source>{shown} of {total} profiles</source>
        <translation>{shown} z {total} profili</translation>
    </message>
</context>
<context>
    <name>FindingsView</name>
    <message>
        <source>Warnings and assumptions</source>
        <translation>Ostrzeżenia i założenia</translation>
    </message>
    <message>
        <source>What to watch for with this workload and server, most severe first, each with a way to fix it.</source>
        <translation>Na co uważać przy tym obciążeniu i serwerze – od najpoważniejszych – wraz ze sposobem rozwiązania.</translation>
    </message>
    <message>
        <source>Blocker</source>
        <translation>Blokada</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Ostrzeżenie</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Uwaga</translation>
    </message>
    <message>
        <source>Correct this field in the wizard.</source>
        <translation>Popraw to pole w kreatorze.</translation>
    </message>
</context>
<context>
    <name>GoalPage</name>
    <message>
        <source>A name you will recognise, e.g. &apos;Support chatbot&apos;. It appears in the quote request.</source>
        <translation>Nazwa, którą łatwo rozpoznasz, np. „Czatbot obsługi klienta”. Pojawi się w zapytaniu ofertowym.</translation>
    </message>
    <message>
        <source>e.g. Support chatbot</source>
        <translation>np. Czatbot obsługi klienta</translation>
    </message>
    <message>
        <source>&amp;Kind of work:</source>
        <translation>&amp;Rodzaj pracy:</translation>
    </message>
    <message>
        <source>What the model does with each request. The later steps ask only what this kind of work needs; a model that cannot do it is replaced by one that can.</source>
        <translation>Co model robi z każdym żądaniem. Kolejne kroki pytają tylko o to, czego ten rodzaj pracy potrzebuje; model, który tego nie potrafi, zostaje zastąpiony takim, który potrafi.</translation>
    </message>
    <message>
        <source>Write or answer text (chat, assistants, documents)</source>
        <translation>Pisać teksty i odpowiadać (czat, asystenci, dokumenty)</translation>
    </message>
    <message>
        <source>Read images with text (scans, invoices, photos)</source>
        <translation>Czytać obrazy z tekstem (skany, faktury, zdjęcia)</translation>
    </message>
    <message>
        <source>Make images from a description</source>
        <translation>Tworzyć obrazy z opisu</translation>
    </message>
    <message>
        <source>Turn speech into text (calls, meetings)</source>
        <translation>Zamieniać mowę na tekst (rozmowy, spotkania)</translation>
    </message>
    <message>
        <source>Turn texts into vectors for search (embeddings)</source>
        <translation>Zamieniać teksty na wektory do wyszukiwania (embeddingi)</translation>
    </message>
    <message>
        <source>Rank found documents for a question (reranker)</source>
        <translation>Porządkować znalezione dokumenty dla pytania (reranker)</translation>
    </message>
    <message>
        <source>Adaptation metho&amp;d:</source>
        <translation>&amp;Metoda adaptacji:</translation>
    </message>
    <message>
        <source>LoRA trains small add-on matrices next to the model. QLoRA does the same on a 4-bit copy of the model: much less memory, slightly slower.</source>
        <translation>LoRA trenuje małe dodatkowe macierze obok modelu. QLoRA robi to samo na 4-bitowej kopii modelu: znacznie mniej pamięci, nieco wolniej.</translation>
    </message>
    <message>
        <source>LoRA — model kept in 16-bit</source>
        <translation>LoRA — model w 16 bitach</translation>
    </message>
    <message>
        <source>QLoRA — model compressed to 4-bit, least memory</source>
        <translation>QLoRA — model skompresowany do 4 bitów, najmniej pamięci</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Cel</translation>
    </message>
    <message>
        <source>What should the server do? Pick the closest goal, or start from an example and adjust it.</source>
        <translation>Co ma robić serwer? Wybierz najbliższy cel albo zacznij od przykładu i go dostosuj.</translation>
    </message>
    <message>
        <source>What do you want to do?</source>
        <translation>Co chcesz zrobić?</translation>
    </message>
    <message>
        <source>Serve a model to &amp;people or apps (chat, assistants, Q&amp;&amp;A)</source>
        <translation>Udostępnianie modelu &amp;ludziom lub aplikacjom (czat, asystenci, Q&amp;&amp;A)</translation>
    </message>
    <message>
        <source>Answers arrive while someone waits: response time and concurrent users matter.</source>
        <translation>Odpowiedzi przychodzą, gdy ktoś czeka: liczą się czas odpowiedzi i liczba jednoczesnych użytkowników.</translation>
    </message>
    <message>
        <source>Run batch &amp;jobs (summarise, classify, translate many documents)</source>
        <translation>&amp;Zadania wsadowe (streszczanie, klasyfikacja, tłumaczenie wielu dokumentów)</translation>
    </message>
    <message>
        <source>Nobody waits for a single answer: total throughput matters.</source>
        <translation>Nikt nie czeka na pojedynczą odpowiedź: liczy się łączna przepustowość.</translation>
    </message>
    <message>
        <source>Make embeddin&amp;gs for search</source>
        <translation>Tworzenie &amp;embeddingów do wyszukiwania</translation>
    </message>
    <message>
        <source>Runtime switched from {old} to {new}: {old} serves models and does not train them (change it in step 3).</source>
        <translation>Środowisko uruchomieniowe zmienione z {old} na {new}: {old} serwuje modele, ale ich nie trenuje (zmienisz to w kroku 3).</translation>
    </message>
    <message>
        <source>Turns texts into vectors for semantic search; no text is generated.</source>
        <translation>Zamienia teksty na wektory do wyszukiwania semantycznego; nie generuje tekstu.</translation>
    </message>
    <message>
        <source>Workload na&amp;me:</source>
        <translation>&amp;Nazwa obciążenia:</translation>
    </message>
    <message>
        <source>&amp;Adapt a model to our data (LoRA / QLoRA)</source>
        <translation>&amp;Adaptacja modelu do naszych danych (LoRA / QLoRA)</translation>
    </message>
    <message>
        <source>Trains a small add-on to an existing model: modest memory, hours to days.</source>
        <translation>Trenuje mały dodatek do istniejącego modelu: umiarkowana ilość pamięci, od kilku godzin do kilku dni.</translation>
    </message>
    <message>
        <source>Fully fine-&amp;tune a model</source>
        <translation>Pełne dos&amp;trajanie modelu</translation>
    </message>
    <message>
        <source>Trains every weight: several times the memory of running the model.</source>
        <translation>Trenuje wszystkie wagi: kilkukrotnie więcej pamięci niż samo uruchomienie modelu.</translation>
    </message>
    <message>
        <source>Something e&amp;lse</source>
        <translation>&amp;Coś innego</translation>
    </message>
    <message>
        <source>Describe the need in the notes; size it as serving.</source>
        <translation>Opisz potrzebę w uwagach; wymiarowanie jak dla udostępniania modelu.</translation>
    </message>
    <message>
        <source>Or start from an example</source>
        <translation>Albo zacznij od przykładu</translation>
    </message>
    <message>
        <source>Fill in the wizard with this example; every value can be changed.</source>
        <translation>Wypełnij kreator tym przykładem; każdą wartość można zmienić.</translation>
    </message>
</context>
<context>
    <name>HelpButton</name>
    <message>
        <source>What is “{term}”? Opens the glossary.</source>
        <translation>Co to jest „{term}”? Otwiera słowniczek.</translation>
    </message>
    <message>
        <source>Opens the user guide at “{term}”.</source>
        <translation>Otwiera podręcznik użytkownika w części „{term}”.</translation>
    </message>
    <message>
        <source>Help: {term}</source>
        <translation>Pomoc: {term}</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Headroom help</source>
        <translation>Pomoc Headroom</translation>
    </message>
    <message>
        <source>Help text</source>
        <translation>Tekst pomocy</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Wstecz</translation>
    </message>
    <message>
        <source>&amp;Forward &gt;</source>
        <translation>&amp;Dalej &gt;</translation>
    </message>
    <message>
        <source>User &amp;guide</source>
        <translation>&amp;Podręcznik</translation>
    </message>
    <message>
        <source>G&amp;lossary</source>
        <translation>&amp;Słowniczek</translation>
    </message>
</context>
<context>
    <name>LibraryFiles</name>
    <message>
        <source>Server profiles (*.json);;All files (*)</source>
        <translation>Profile serwerów (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Import server profiles</source>
        <translation>Importuj profile serwerów</translation>
    </message>
    <message>
        <source> (imported)</source>
        <translation> (zaimportowany)</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Import nie powiódł się</translation>
    </message>
    <message>
        <source>Import: some profiles were not imported</source>
        <translation>Import: niektórych profili nie zaimportowano</translation>
    </message>
    <message>
        <source>Export server profiles</source>
        <translation>Eksportuj profile serwerów</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Eksport nie powiódł się</translation>
    </message>
    <message>
        <source>Could not write {file}: {reason}</source>
        <translation>Nie można zapisać {file}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n profiles to {file}.</source>
        <translation>
            <numerusform>Wyeksportowano %n profil do {file}.</numerusform>
            <numerusform>Wyeksportowano %n profile do {file}.</numerusform>
            <numerusform>Wyeksportowano %n profili do {file}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LoadPage</name>
    <message>
        <source>Texts and users</source>
        <translation>Teksty i użytkownicy</translation>
    </message>
    <message>
        <source>Typical &amp;input:</source>
        <translation>Typowe &amp;wejście:</translation>
    </message>
    <message>
        <source>Text sent with one request: the question plus any documents or chat history. One token is about ¾ of an English word; a page of text is 500–700 tokens.</source>
        <translation>Tekst wysyłany w jednym zapytaniu: pytanie wraz z dokumentami lub historią czatu. Jeden token to około ¾ angielskiego słowa; strona tekstu to 500–700 tokenów.</translation>
    </message>
    <message>
        <source>Typical &amp;answer:</source>
        <translation>Typowa &amp;odpowiedź:</translation>
    </message>
    <message>
        <source>Length of one answer. A paragraph is about 100 tokens.</source>
        <translation>Długość jednej odpowiedzi. Akapit to około 100 tokenów.</translation>
    </message>
    <message>
        <source>&amp;Longest input that must work:</source>
        <translation>&amp;Najdłuższe wymagane wejście:</translation>
    </message>
    <message>
        <source>The largest document or conversation that must still be handled, even if rare. Leave empty if there is none.</source>
        <translation>Największy dokument lub rozmowa, które nadal muszą zostać obsłużone, nawet jeśli zdarzają się rzadko. Pozostaw puste, jeśli takich nie ma.</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>opcjonalnie</translation>
    </message>
    <message>
        <source>&amp;People who use it:</source>
        <translation>&amp;Ludzie, którzy z niego korzystają:</translation>
    </message>
    <message>
        <source>How many people use the service (all of them, not only those online at once). Headroom turns them into requests at the same moment with the share below; leave empty to give the requests yourself.</source>
        <translation>Ilu ludzi korzysta z usługi (wszyscy, nie tylko ci, którzy są online jednocześnie). Headroom zamienia ich na jednoczesne zapytania według udziału poniżej; zostaw puste, aby podać zapytania samodzielnie.</translation>
    </message>
    <message>
        <source>Active at the b&amp;usiest moment:</source>
        <translation>Aktywni w &amp;szczycie:</translation>
    </message>
    <message>
        <source>The share of those people with a request being answered at the busiest moment. Default {share} %: {source}.</source>
        <translation>Udział tych ludzi, których zapytanie jest obsługiwane w najbardziej obciążonej chwili. Domyślnie {share} %: {source}.</translation>
    </message>
    <message>
        <source>Requests at the same &amp;moment:</source>
        <translation>&amp;Jednoczesne zapytania:</translation>
    </message>
    <message>
        <source>How many requests are being answered at once. Follows from the people above when they are given; for batch jobs, how many documents run in parallel.</source>
        <translation>Ile zapytań jest obsługiwanych naraz. Wynika z liczby ludzi powyżej, jeśli ją podano; dla zadań wsadowych — ile dokumentów idzie równolegle.</translation>
    </message>
    <message>
        <source>Reques&amp;ts per person in the busiest hour:</source>
        <translation>Żą&amp;dania na osobę w szczycie:</translation>
    </message>
    <message>
        <source>Traffic in plain words: how many questions one person asks in the busiest hour. With the people above it gives the requests per second, and the result shows how long answers wait and how many servers it takes. Typical {rate}: {source}.</source>
        <translation>Ruch prostymi słowami: ile pytań jedna osoba zadaje w najbardziej obciążonej godzinie. Razem z liczbą osób powyżej daje to żądania na sekundę, a wynik pokazuje, jak długo czekają odpowiedzi i ile serwerów potrzeba. Zwykle {rate}: {source}.</translation>
    </message>
    <message>
        <source>Or requests per second at the busiest hour, if &amp;you know it:</source>
        <translation>Lub żądania na &amp;sekundę w szczycie:</translation>
    </message>
    <message>
        <source>The arrival rate at the busiest hour, when you know it (from the people and their questions per hour when those are given). Leave empty to size by the requests at the same moment only.</source>
        <translation>Tempo napływu żądań w najbardziej obciążonej godzinie, jeśli je znasz (z osób i ich pytań na godzinę, gdy są podane). Zostaw puste, aby liczyć tylko według żądań w tej samej chwili.</translation>
    </message>
    <message>
        <source>Requests per &amp;day:</source>
        <translation>Zapytania &amp;dziennie:</translation>
    </message>
    <message>
        <source>Optional: for the quote request and throughput checks.</source>
        <translation>Opcjonalnie: do zapytania ofertowego i sprawdzenia przepustowości.</translation>
    </message>
    <message>
        <source>Training run</source>
        <translation>Trening</translation>
    </message>
    <message>
        <source>Se&amp;quence length:</source>
        <translation>Długość &amp;sekwencji:</translation>
    </message>
    <message>
        <source>Tokens in one training example. Longer needs more memory.</source>
        <translation>Liczba tokenów w jednym przykładzie treningowym. Dłuższe wymagają więcej pamięci.</translation>
    </message>
    <message>
        <source>E&amp;xamples per step:</source>
        <translation>Przykłady na &amp;krok:</translation>
    </message>
    <message>
        <source>Examples processed together on each GPU (micro-batch). More is faster but needs memory.</source>
        <translation>Przykłady przetwarzane razem na każdym GPU (mikrobatch). Więcej to szybciej, ale wymaga pamięci.</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>O&amp;ptymalizator:</translation>
    </message>
    <message>
        <source>The update rule. AdamW is the standard; 8-bit AdamW and Adafactor need less memory.</source>
        <translation>Reguła aktualizacji wag. Standardem jest AdamW; 8-bitowy AdamW i Adafactor potrzebują mniej pamięci.</translation>
    </message>
    <message>
        <source>AdamW (standard)</source>
        <translation>AdamW (standardowy)</translation>
    </message>
    <message>
        <source>AdamW 8-bit (less memory)</source>
        <translation>AdamW 8-bitowy (mniej pamięci)</translation>
    </message>
    <message>
        <source>Adafactor (least memory of the adaptive ones)</source>
        <translation>Adafactor (najmniej pamięci spośród adaptacyjnych)</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD z momentum</translation>
    </message>
    <message>
        <source>Recomputes intermediate results instead of keeping them: much less memory, about a third slower.</source>
        <translation>Oblicza wyniki pośrednie ponownie zamiast je przechowywać: znacznie mniej pamięci, około jednej trzeciej wolniej.</translation>
    </message>
    <message>
        <source>Gradient &amp;checkpointing (save memory, a bit slower)</source>
        <translation>Gradient c&amp;heckpointing (oszczędza pamięć, nieco wolniej)</translation>
    </message>
    <message>
        <source>LoRA &amp;rank:</source>
        <translation>&amp;Ranga LoRA:</translation>
    </message>
    <message>
        <source>Size of the add-on matrices. 8–64 is usual; higher learns more and needs a little more memory.</source>
        <translation>Rozmiar dodatkowych macierzy. Zwykle 8–64; wyższa uczy się więcej i potrzebuje nieco więcej pamięci.</translation>
    </message>
    <message>
        <source>LoRA &amp;applied to:</source>
        <translation>LoRA n&amp;akładana na:</translation>
    </message>
    <message>
        <source>Which layers get add-ons. All linear layers is usual.</source>
        <translation>Które warstwy dostają dodatki. Zwykle wszystkie warstwy liniowe.</translation>
    </message>
    <message>
        <source>all linear layers</source>
        <translation>wszystkie warstwy liniowe</translation>
    </message>
    <message>
        <source>attention only</source>
        <translation>tylko warstwy uwagi</translation>
    </message>
    <message>
        <source>query and value only (the PEFT default)</source>
        <translation>tylko query i value (domyślne w PEFT)</translation>
    </message>
    <message>
        <source>MLP layers only</source>
        <translation>tylko warstwy MLP</translation>
    </message>
    <message>
        <source>Sharing across G&amp;PUs:</source>
        <translation>Podział między GP&amp;U:</translation>
    </message>
    <message>
        <source>With several GPUs, ZeRO / FSDP divides the training state among them instead of copying it.</source>
        <translation>Przy kilku GPU ZeRO / FSDP dzieli między nie stan treningu zamiast go kopiować.</translation>
    </message>
    <message>
        <source>none — each GPU holds a full copy</source>
        <translation>brak — każdy GPU ma pełną kopię</translation>
    </message>
    <message>
        <source>ZeRO-1 — divide optimizer states</source>
        <translation>ZeRO-1 — podział stanów optymalizatora</translation>
    </message>
    <message>
        <source>ZeRO-2 — also gradients</source>
        <translation>ZeRO-2 — także gradienty</translation>
    </message>
    <message>
        <source>ZeRO-3 / FSDP — also the weights</source>
        <translation>ZeRO-3 / FSDP — także wagi</translation>
    </message>
    <message>
        <source>Computes the final scores in pieces (torchtune, Liger, Unsloth): saves memory with large vocabularies.</source>
        <translation>Oblicza końcowe wyniki w częściach (torchtune, Liger, Unsloth): oszczędza pamięć przy dużych słownikach.</translation>
    </message>
    <message>
        <source>Chun&amp;ked loss</source>
        <translation>Strata liczona &amp;fragmentami</translation>
    </message>
    <message>
        <source>The layers compute in 8-bit floating point through NVIDIA TransformerEngine (Megatron-LM&apos;s --fp8-format). Each keeps 8-bit copies of its weights beside the 16-bit ones between steps: faster, but more memory, not less.</source>
        <translation>Warstwy liczą w 8-bitowej liczbie zmiennoprzecinkowej przez NVIDIA TransformerEngine (--fp8-format w Megatron-LM). Każda trzyma między krokami 8-bitowe kopie swoich wag obok 16-bitowych: szybciej, ale pamięci trzeba więcej, nie mniej.</translation>
    </message>
    <message>
        <source>fp&amp;8 compute (TransformerEngine)</source>
        <translation>Obliczenia w fp&amp;8 (TransformerEngine)</translation>
    </message>
    <message>
        <source>&amp;Dataset size:</source>
        <translation>Rozmiar &amp;zbioru danych:</translation>
    </message>
    <message>
        <source>Tokens in one pass over the training data. Decides the training time, not the memory.</source>
        <translation>Liczba tokenów w jednym przejściu przez dane treningowe. Decyduje o czasie treningu, nie o pamięci.</translation>
    </message>
    <message>
        <source>Passes over &amp;the data (epochs):</source>
        <translation>Przejścia przez dane (&amp;epoki):</translation>
    </message>
    <message>
        <source>Several GPUs are not one big memory: the model and its data are divided between them, each GPU must hold its share. Leave empty (or 1) to let Headroom choose the split on each server; a number above 1 fixes the GPUs per copy of the model.</source>
        <translation>Kilka GPU to nie jedna duża pamięć: model i jego dane są dzielone między nie, a każdy GPU musi pomieścić swoją część. Zostaw puste (lub 1), aby Headroom sam wybrał podział na każdym serwerze; liczba większa niż 1 ustala liczbę GPU na jedną kopię modelu.</translation>
    </message>
    <message>
        <source>px</source>
        <translation>px</translation>
    </message>
    <message>
        <source>Images read with each request</source>
        <translation>Obrazy czytane z każdym żądaniem</translation>
    </message>
    <message>
        <source>Images per re&amp;quest:</source>
        <translation>Obrazów na żą&amp;danie:</translation>
    </message>
    <message>
        <source>Pictures, scans or pages sent with one request. Each becomes hundreds or thousands of tokens for the model: they fill the memory of the conversation and delay the first word.</source>
        <translation>Obrazy, skany lub strony wysyłane z jednym żądaniem. Każdy staje się setkami lub tysiącami tokenów dla modelu: wypełniają pamięć rozmowy i opóźniają pierwsze słowo.</translation>
    </message>
    <message>
        <source>Image si&amp;ze:</source>
        <translation>Ro&amp;zmiar obrazu:</translation>
    </message>
    <message>
        <source>Width (= height) of a typical image in pixels. A scanned A4 page at readable quality is about 1000–1500 pixels; larger images cost more tokens.</source>
        <translation>Szerokość (= wysokość) typowego obrazu w pikselach. Skan strony A4 w czytelnej jakości to około 1000–1500 pikseli; większe obrazy kosztują więcej tokenów.</translation>
    </message>
    <message>
        <source>Images to make</source>
        <translation>Obrazy do wygenerowania</translation>
    </message>
    <message>
        <source>Images made from one description (variants to choose from).</source>
        <translation>Obrazów z jednego opisu (warianty do wyboru).</translation>
    </message>
    <message>
        <source>Width (= height) of each image in pixels. Empty: the model&apos;s own (1024 for FLUX.1, SD3.5 and SDXL). Twice the size is four times the pixels: slower and more memory.</source>
        <translation>Szerokość (= wysokość) każdego obrazu w pikselach. Puste: rozmiar modelu (1024 dla FLUX.1, SD3.5 i SDXL). Dwa razy większy bok to cztery razy więcej pikseli: wolniej i więcej pamięci.</translation>
    </message>
    <message>
        <source>the model&apos;s</source>
        <translation>jak w modelu</translation>
    </message>
    <message>
        <source>S&amp;teps:</source>
        <translation>&amp;Kroków:</translation>
    </message>
    <message>
        <source>Denoising steps per image. Empty: the model&apos;s default (FLUX.1-dev 28, FLUX.1-schnell 4). Time grows with the steps; memory does not.</source>
        <translation>Kroków odszumiania na obraz. Puste: domyślna wartość modelu (FLUX.1-dev 28, FLUX.1-schnell 4). Czas rośnie z liczbą kroków, pamięć nie.</translation>
    </message>
    <message>
        <source>Keeps the text encoders, the image model and the decoder in system memory and moves each to the GPU only while it works: much less GPU memory, a few seconds slower per request.</source>
        <translation>Trzyma kodery tekstu, model obrazu i dekoder w pamięci systemowej i przenosi każdy na GPU tylko na czas jego pracy: znacznie mniej pamięci GPU, kilka sekund wolniej na żądanie.</translation>
    </message>
    <message>
        <source>Move parts to the GPU only fo&amp;r their stage (CPU offload)</source>
        <translation>Przenosić części na GPU tylko na ich &amp;etap (odciążenie na CPU)</translation>
    </message>
    <message>
        <source>Beam wid&amp;th:</source>
        <translation>&amp;Szerokość wiązki:</translation>
    </message>
    <message>
        <source>Amount of wor&amp;k:</source>
        <translation>Ilość &amp;pracy:</translation>
    </message>
    <message>
        <source>&amp;Counted in:</source>
        <translation>&amp;Jednostka:</translation>
    </message>
    <message>
        <source>Deadline (h&amp;ours):</source>
        <translation>&amp;Termin (godzin):</translation>
    </message>
    <message>
        <source>Audio</source>
        <translation>Nagrania</translation>
    </message>
    <message>
        <source>e.g. {rate}</source>
        <translation>np. {rate}</translation>
    </message>
    <message>
        <source>Audio per re&amp;quest:</source>
        <translation>Nagrania na żą&amp;danie:</translation>
    </message>
    <message>
        <source>Length of one recording, in seconds (a call of 5 minutes: 300). The model reads audio in 30-second windows.</source>
        <translation>Długość jednego nagrania w sekundach (rozmowa 5-minutowa: 300). Model czyta nagranie w oknach po 30 sekund.</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>Alternatives kept while writing (beam search): 5 in faster-whisper, 1 in vLLM and transformers. More beams use more memory and time for slightly better text.</source>
        <translation>Ile wariantów jest trzymanych podczas pisania (przeszukiwanie wiązkowe): 5 w faster-whisper, 1 w vLLM i transformers. Więcej wiązek to więcej pamięci i czasu za nieco lepszy tekst.</translation>
    </message>
    <message>
        <source>One-off batch job</source>
        <translation>Jednorazowe zadanie wsadowe</translation>
    </message>
    <message>
        <source>How much there is to process in all, e.g. 20,000,000 documents or 1,000 audio hours. Leave empty when the work is a continuous service.</source>
        <translation>Ile łącznie trzeba przetworzyć, np. 20 000 000 dokumentów lub 1000 godzin nagrań. Zostaw puste, jeśli praca to stała usługa.</translation>
    </message>
    <message>
        <source>The unit of the amount above.</source>
        <translation>Jednostka powyższej ilości.</translation>
    </message>
    <message>
        <source>documents (one request each)</source>
        <translation>dokumenty (po jednym żądaniu)</translation>
    </message>
    <message>
        <source>tokens of input</source>
        <translation>tokeny wejściowe</translation>
    </message>
    <message>
        <source>images</source>
        <translation>obrazy</translation>
    </message>
    <message>
        <source>hours of audio</source>
        <translation>godziny nagrań</translation>
    </message>
    <message>
        <source>The job must be finished within this many hours. A server that would take longer misses a must-have.</source>
        <translation>Zadanie musi się skończyć w tylu godzinach. Serwer, który potrzebowałby więcej, nie spełnia wymogu koniecznego.</translation>
    </message>
    <message>
        <source>Epochs: how many times the data is read. 1–3 is usual.</source>
        <translation>Epoki: ile razy dane są odczytywane. Zwykle 1–3.</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>&amp;GPUs to split the work over:</source>
        <translation>Liczba &amp;GPU do podziału pracy:</translation>
    </message>
    <message>
        <source>Headroom chooses</source>
        <translation>wybiera Headroom</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Skala</translation>
    </message>
    <message>
        <source>How much work at once. Sizes are in tokens: pieces of words, about ¾ of an English word each.</source>
        <translation>Ile pracy naraz. Rozmiary podano w tokenach: fragmentach słów, z których każdy to około ¾ angielskiego słowa.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Working out the memory budget…</source>
        <translation>Obliczanie budżetu pamięci…</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Obciążenie</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Serwery</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Porównanie</translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation>Pilotaż</translation>
    </message>
    <message>
        <source>This view could not be opened; the details are in the log file.</source>
        <translation>Nie udało się otworzyć tego widoku; szczegóły znajdują się w pliku dziennika.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>Loading the catalog and the profile library…</source>
        <translation>Wczytywanie katalogu i biblioteki profili…</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nowy</translation>
    </message>
    <message>
        <source>Start a new workload</source>
        <translation>Rozpocznij nowe obciążenie</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>Open a .headroom.json workload</source>
        <translation>Otwórz obciążenie .headroom.json</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Ostatnie &amp;pliki</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Export quote request…</source>
        <translation>&amp;Eksportuj zapytanie ofertowe…</translation>
    </message>
    <message>
        <source>A PDF to send to providers: the workload, the budget and the servers compared</source>
        <translation>Plik PDF do wysłania dostawcom: obciążenie, budżet i porównane serwery</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>Sizes in {unit}</source>
        <translation>Rozmiary w {unit}</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Podręcznik użytkownika</translation>
    </message>
    <message>
        <source>The six steps, the chart, the verdicts, the comparison, the quote and the pilot</source>
        <translation>Sześć kroków, wykres, werdykty, porównanie, zapytanie ofertowe i pilotaż</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>&amp;Słowniczek</translation>
    </message>
    <message>
        <source>VRAM, KV cache, quantization, TTFT, tensor parallelism, LoRA and the other words used here</source>
        <translation>VRAM, KV cache, kwantyzacja, TTFT, równoległość tensorowa, LoRA i inne pojęcia używane w programie</translation>
    </message>
    <message>
        <source>&amp;About Headroom</source>
        <translation>&amp;O programie Headroom</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>Take back the last change to the workload</source>
        <translation>Cofnij ostatnią zmianę obciążenia</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>Make the change taken back again</source>
        <translation>Przywróć cofniętą zmianę</translation>
    </message>
    <message>
        <source>Add a &amp;workload to this project</source>
        <translation>Dodaj &amp;obciążenie do projektu</translation>
    </message>
    <message>
        <source>Another workload for the same server (a fine-tune by night, an embedder beside the chatbot): the result then judges them together</source>
        <translation>Kolejne obciążenie dla tego samego serwera (dostrajanie nocą, embeddingi obok chatbota): wynik oceni je razem</translation>
    </message>
    <message>
        <source>About Headroom</source>
        <translation>O programie Headroom</translation>
    </message>
    <message>
        <source>Headroom {version}

Sizes a GPU server for an AI workload: the memory it needs, whether a server holds it, and what to ask a provider for. Every figure is an estimate with a range; a pilot test confirms it.</source>
        <translation>Headroom {version}

Dobiera serwer GPU do zadania AI: ile pamięci potrzeba, czy serwer ją zapewnia i o co prosić dostawcę. Każda wartość jest oszacowaniem z przedziałem; potwierdza ją pilotaż.</translation>
    </message>
    <message>
        <source>Untitled workload</source>
        <translation>Obciążenie bez nazwy</translation>
    </message>
    <message>
        <source>{name}{file}[*] — Headroom</source>
        <translation>{name}{file}[*] — Headroom</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Weights</source>
        <translation>Wagi</translation>
    </message>
    <message>
        <source>Quantization metadata</source>
        <translation>Metadane kwantyzacji</translation>
    </message>
    <message>
        <source>Vision encoder</source>
        <translation>Koder obrazu</translation>
    </message>
    <message>
        <source>Text encoders</source>
        <translation>Kodery tekstu</translation>
    </message>
    <message>
        <source>VAE (image decoder)</source>
        <translation>VAE (dekoder obrazu)</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Pamięć KV cache</translation>
    </message>
    <message>
        <source>Recurrent state</source>
        <translation>Stan rekurencyjny</translation>
    </message>
    <message>
        <source>Draft model (speculative decoding)</source>
        <translation>Model szkicowy (dekodowanie spekulatywne)</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktywacje</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradienty</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Stany optymalizatora</translation>
    </message>
    <message>
        <source>Adapters (LoRA)</source>
        <translation>Adaptery (LoRA)</translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation>Narzut środowiska uruchomieniowego</translation>
    </message>
    <message>
        <source>Pinned buffers</source>
        <translation>Bufory przypięte</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Zbiór danych</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>System operacyjny</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>pamięć GPU</translation>
    </message>
    <message>
        <source>system RAM</source>
        <translation>pamięć RAM</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>The model&apos;s parameters stored on the GPU. Only the start of the budget.</source>
        <translation>Parametry modelu przechowywane na GPU. To dopiero początek budżetu.</translation>
    </message>
    <message>
        <source>Scales and zero points that quantized formats store next to the weights.</source>
        <translation>Skale i punkty zerowe, które formaty skwantyzowane przechowują obok wag.</translation>
    </message>
    <message>
        <source>The part of a vision-language model that turns each image into tokens for the language model.</source>
        <translation>Część modelu wizyjno-językowego, która zamienia każdy obraz na tokeny dla modelu językowego.</translation>
    </message>
    <message>
        <source>The models that read the prompt of an image generator (CLIP, T5) before the image is made.</source>
        <translation>Modele, które czytają opis dla generatora obrazów (CLIP, T5), zanim obraz powstanie.</translation>
    </message>
    <message>
        <source>Turns the finished latent image into pixels; small, but its work at full resolution is the largest temporary tensor.</source>
        <translation>Zamienia gotowy obraz ukryty na piksele; mały, ale jego praca w pełnej rozdzielczości to największy tymczasowy tensor.</translation>
    </message>
    <message>
        <source>Memory of the conversation so far: grows with input + output tokens and with the number of requests served at once.</source>
        <translation>Pamięć dotychczasowej rozmowy: rośnie wraz z liczbą tokenów wejścia + wyjścia oraz z liczbą zapytań obsługiwanych jednocześnie.</translation>
    </message>
    <message>
        <source>The fixed memory each request keeps in a hybrid model&apos;s linear-attention or state-space layers; it does not grow with the text.</source>
        <translation>Stała pamięć, którą każde żądanie zajmuje w warstwach uwagi liniowej lub przestrzeni stanów modelu hybrydowego; nie rośnie wraz z długością tekstu.</translation>
    </message>
    <message>
        <source>The small model (or prediction heads) that proposes tokens for the main model to check, with its own cache.</source>
        <translation>Mały model (lub głowice predykcji), który proponuje tokeny do sprawdzenia przez model główny, z własną pamięcią podręczną.</translation>
    </message>
    <message>
        <source>Temporary results while the model computes (prompt processing, logits, and in training what backpropagation needs).</source>
        <translation>Tymczasowe wyniki obliczeń modelu (przetwarzanie promptu, logity, a w treningu to, czego potrzebuje propagacja wsteczna).</translation>
    </message>
    <message>
        <source>How each trained parameter should change; one value per trained parameter.</source>
        <translation>O ile powinien zmienić się każdy trenowany parametr; jedna wartość na każdy trenowany parametr.</translation>
    </message>
    <message>
        <source>What the optimizer remembers between steps (AdamW: two values per parameter, plus an fp32 master copy in mixed precision).</source>
        <translation>To, co optymalizator pamięta między krokami (AdamW: dwie wartości na parametr oraz główna kopia w fp32 przy mieszanej precyzji).</translation>
    </message>
    <message>
        <source>The small trainable LoRA matrices added to the frozen model.</source>
        <translation>Małe, trenowalne macierze LoRA dodane do zamrożonego modelu.</translation>
    </message>
    <message>
        <source>CUDA context, compiled kernels and graphs, communication buffers and allocator slack: present whatever the model.</source>
        <translation>Kontekst CUDA, skompilowane kernele i grafy, bufory komunikacyjne i rezerwa alokatora: występują niezależnie od modelu.</translation>
    </message>
    <message>
        <source>{params} parameters × {bytes_per_param} bytes at the training precision ÷ {gpus_sharing} (sharding)</source>
        <translation>{params} parametrów × {bytes_per_param} B w precyzji treningu ÷ {gpus_sharing} (sharding)</translation>
    </message>
    <message>
        <source>Encoder models read the whole input at once: no KV cache</source>
        <translation>Modele typu enkoder czytają całe wejście naraz: brak KV cache</translation>
    </message>
    <message>
        <source>Training does not keep a generation cache</source>
        <translation>Trening nie przechowuje pamięci podręcznej generowania</translation>
    </message>
    <message>
        <source>{tokens} tokens × {layers} layers × {per_layer_bytes_per_token} bytes saved per token and layer, plus logits over {vocab} vocabulary</source>
        <translation>{tokens} tok. × {layers} (liczba warstw) × {per_layer_bytes_per_token} B zapisywanych na token i warstwę, plus logity dla słownika o rozmiarze {vocab}</translation>
    </message>
    <message>
        <source>Gradient checkpointing: {tokens} tokens × ({layers} layer inputs × {hidden} × 2 bytes + one layer recomputed), plus logits over {vocab} vocabulary</source>
        <translation>Gradient checkpointing: {tokens} tok. × (wejścia {layers} warstw × {hidden} × 2 B + jedna warstwa obliczana ponownie), plus logity dla słownika o rozmiarze {vocab}</translation>
    </message>
    <message>
        <source>{adapter_params} adapter parameters (rank {rank}) × {bytes_per_param} bytes</source>
        <translation>{adapter_params} param. adapterów (rząd {rank}) × {bytes_per_param} B</translation>
    </message>
    <message>
        <source>{adapter_params} adapter parameters × {bytes_per_param} bytes</source>
        <translation>{adapter_params} param. adapterów × {bytes_per_param} B</translation>
    </message>
    <message>
        <source>Optimizer step fused into backward: about one layer&apos;s gradients ({params} parameters ÷ {layers} layers) at a time</source>
        <translation>Krok optymalizatora połączony z propagacją wsteczną: naraz tylko gradienty około jednej warstwy (liczba parametrów {params} ÷ liczba warstw {layers})</translation>
    </message>
    <message>
        <source>{adapter_params} adapter parameters × {bytes_per_param} bytes ({optimizer})</source>
        <translation>{adapter_params} param. adapterów × {bytes_per_param} B ({optimizer})</translation>
    </message>
    <message>
        <source>CUDA context {cuda_context} + kernels, graphs, buffers and allocator slack</source>
        <translation>Kontekst CUDA {cuda_context} + kernele, grafy, bufory i rezerwa alokatora</translation>
    </message>
    <message>
        <source>depends on whether embeddings are quantized (architecture unknown)</source>
        <translation>zależy od tego, czy embeddingi są skwantyzowane (architektura nieznana)</translation>
    </message>
    <message>
        <source>low end: every tensor quantized; typical: embeddings and head kept at higher precision, as usual</source>
        <translation>dolna granica: każdy tensor skwantyzowany; typowo: embeddingi i głowica w wyższej precyzji, jak zwykle</translation>
    </message>
    <message>
        <source>the architecture is unknown: KV heads and layers decide this</source>
        <translation>architektura jest nieznana: decydują o tym głowice KV i warstwy</translation>
    </message>
    <message>
        <source>high end: a runtime version that keeps windowed layers at full length</source>
        <translation>górna granica: wersja środowiska uruchomieniowego, która utrzymuje warstwy z oknem przesuwnym na pełnej długości</translation>
    </message>
    <message>
        <source>the runtime allocates whole blocks</source>
        <translation>środowisko uruchomieniowe przydziela całe bloki</translation>
    </message>
    <message>
        <source>Page-locked system RAM the offload copies through between the GPU, the CPU and NVMe.</source>
        <translation>Przypięta (page-locked) pamięć RAM, przez którą odciążanie kopiuje dane między GPU, CPU i NVMe.</translation>
    </message>
    <message>
        <source>The tokenized training data, kept in the page cache when system RAM allows.</source>
        <translation>Stokenizowane dane treningowe, trzymane w pamięci podręcznej stron, gdy pozwala na to pamięć RAM.</translation>
    </message>
    <message>
        <source>The operating system and its services on each server.</source>
        <translation>System operacyjny i jego usługi na każdym serwerze.</translation>
    </message>
    <message>
        <source>{sequences:sequences} × {state_layers:layers} × {bytes_per_layer:bytes} ({conv_values} convolution + {recurrent_values} recurrent values per layer, the recurrent ones at {recurrent_bits} bits): fixed, whatever the context length</source>
        <translation>{sequences:sequences} × {state_layers:layers} × {bytes_per_layer:bytes} ({conv_values} wartości splotu + {recurrent_values} wartości rekurencyjnych na warstwę, rekurencyjne w {recurrent_bits} bitach): stałe, niezależnie od długości kontekstu</translation>
    </message>
    <message>
        <source>{sequences:sequences} × {state_layers:layers} × {bytes_per_layer:bytes}: vLLM pads each layer&apos;s state ({conv_values} convolution + {recurrent_values} recurrent values) to one attention page of {block_tokens:tokens}; fixed, whatever the context length</source>
        <translation>{sequences:sequences} × {state_layers:layers} × {bytes_per_layer:bytes}: vLLM dopełnia stan każdej warstwy ({conv_values} wartości splotu + {recurrent_values} wartości rekurencyjnych) do jednej strony uwagi o rozmiarze {block_tokens:tokens}; stałe, niezależnie od długości kontekstu</translation>
    </message>
    <message>
        <source>{method} draft: {draft_params} parameters ({weight_bytes:bytes}) + its cache {kv_bytes_per_token:bytes} per token × {tokens:tokens} × {sequences:sequences}; {num_tokens} tokens proposed per step, each accepted with probability {acceptance_rate}</source>
        <translation>Szkic {method}: {draft_params} parametrów ({weight_bytes:bytes}) + jego pamięć podręczna {kv_bytes_per_token:bytes} na token × {tokens:tokens} × {sequences:sequences}; {num_tokens} tokenów proponowanych na krok, każdy przyjmowany z prawdopodobieństwem {acceptance_rate}</translation>
    </message>
    <message>
        <source>{sequences:sequences} × {tokens:tokens} × {params_b} parameters × typical KV bytes per token per billion parameters (architecture unknown)</source>
        <translation>{sequences:sequences} × {tokens:tokens} × {params_b} parametrów × typowa liczba bajtów KV na token na miliard parametrów (architektura nieznana)</translation>
    </message>
    <message>
        <source>No layer on the GPU: llama.cpp keeps the cache in system memory</source>
        <translation>Żadnej warstwy na GPU: llama.cpp trzyma pamięć podręczną w pamięci systemowej</translation>
    </message>
    <message>
        <source>{engine} start-up profile: larger of the forward over {batched_tokens} tokens ({forward_bytes_per_token} bytes per token) and the sampler warm-up over {sampler_rows} requests × {vocab} vocabulary × {bytes_per_logit} bytes</source>
        <translation>{engine}, profilowanie przy starcie: większe z przejścia w przód przez {batched_tokens} tokenów ({forward_bytes_per_token} bajtów na token) i rozgrzewki samplera dla {sampler_rows} żądań × słownik {vocab} × {bytes_per_logit} bajtów</translation>
    </message>
    <message>
        <source>{engine} start-up profile: larger of the forward over {batched_tokens} tokens ({forward_bytes_per_token} bytes per token) and the sampler warm-up over {sampler_rows} requests × {vocab} vocabulary × {bytes_per_logit} bytes, plus {moe_workspace_bytes} of fused-MoE workspace that stays allocated</source>
        <translation>{engine}, profilowanie przy starcie: większe z przejścia w przód przez {batched_tokens} tokenów ({forward_bytes_per_token} bajtów na token) i rozgrzewki samplera dla {sampler_rows} żądań × słownik {vocab} × {bytes_per_logit} bajtów, plus {moe_workspace_bytes} bufora roboczego fused-MoE, który pozostaje przydzielony</translation>
    </message>
    <message>
        <source>Larger of one prefill chunk of {prefill_tokens} tokens ({forward_bytes_per_token} bytes per token) and the sampler over {sampler_rows} requests × {vocab} vocabulary</source>
        <translation>Większe z jednego fragmentu prefill o {prefill_tokens} tokenach ({forward_bytes_per_token} bajtów na token) i samplera dla {sampler_rows} żądań × słownik {vocab}</translation>
    </message>
    <message>
        <source>{engine}: larger of the {prompt_tokens} prompt tokens through one layer ({layer_bytes}; {attention} attention scores {score_bytes}) and the logits ({logit_bytes})</source>
        <translation>{engine}: większe z {prompt_tokens} tokenów promptu przez jedną warstwę ({layer_bytes}; wyniki uwagi, {attention}: {score_bytes}) i logitów ({logit_bytes})</translation>
    </message>
    <message>
        <source>llama.cpp compute buffer: the largest stage of one {ubatch}-token batch over {cells} cache cells, in 32-bit - MLP {mlp_bytes}, attention {attention_bytes}, logits {logit_bytes}</source>
        <translation>Bufor obliczeniowy llama.cpp: największy etap jednej partii {ubatch} tokenów przy {cells} komórkach pamięci podręcznej, w 32 bitach — MLP {mlp_bytes}, uwaga {attention_bytes}, logity {logit_bytes}</translation>
    </message>
    <message>
        <source>{params:parameters} × ({master_bytes:bytes} master copy + {state_bytes:bytes} of {optimizer} state) ÷ {gpus_sharing:gpus}, + {step_temporaries} the step&apos;s temporaries hold beyond the activations</source>
        <translation>{params:parameters} × ({master_bytes:bytes} kopii głównej + {state_bytes:bytes} stanu {optimizer}) ÷ {gpus_sharing:gpus}, + {step_temporaries}, które tymczasowe tensory kroku optymalizatora zajmują ponad aktywacje</translation>
    </message>
    <message>
        <source>In system RAM: the token-embedding table {embedding_bytes} + {cpu_layers} of {layers:layers} run on the CPU ({cpu_layers_bytes}) + the output layer when it stays on the CPU {output_bytes}; further layers whose MoE experts stay on the CPU (--n-cpu-moe): {cpu_moe_layers}</source>
        <translation>W pamięci RAM: tablica osadzeń tokenów {embedding_bytes} + {cpu_layers} z {layers:layers} działających na CPU ({cpu_layers_bytes}) + warstwa wyjściowa, gdy zostaje na CPU, {output_bytes}; kolejnych warstw, których eksperci MoE zostają na CPU (--n-cpu-moe): {cpu_moe_layers}</translation>
    </message>
    <message>
        <source>{cpu_offload_bytes} of weights per GPU kept in system RAM (vLLM --cpu-offload-gb) and read over PCIe in every forward pass</source>
        <translation>{cpu_offload_bytes} wag na GPU trzymanych w pamięci RAM (vLLM --cpu-offload-gb) i czytanych przez PCIe przy każdym przejściu w przód</translation>
    </message>
    <message>
        <source>In system RAM: the cache of the {cpu_layers} of {layers:layers} on the CPU ({cpu_layers_bytes}) + the offloaded cache tier {kv_offload_bytes} + swap space {swap_bytes}</source>
        <translation>W pamięci RAM: pamięć podręczna {cpu_layers} z {layers:layers} na CPU ({cpu_layers_bytes}) + odciążony poziom pamięci podręcznej {kv_offload_bytes} + obszar wymiany {swap_bytes}</translation>
    </message>
    <message>
        <source>llama.cpp compute buffer in system RAM for the layers on the CPU, sized like the GPU&apos;s: the largest stage of one {ubatch}-token batch</source>
        <translation>Bufor obliczeń llama.cpp w pamięci RAM dla warstw na CPU, tej samej wielkości co na GPU: największy etap jednej partii {ubatch} tokenów</translation>
    </message>
    <message>
        <source>Operating system and services: about {os_bytes} per server</source>
        <translation>System operacyjny i usługi: około {os_bytes} na serwer</translation>
    </message>
    <message>
        <source>Kept in system RAM between its stages ({host_bytes}), moved to the GPU for its own stage (diffusers model CPU offload)</source>
        <translation>Trzymane w pamięci RAM między swoimi etapami ({host_bytes}) i przenoszone na GPU tylko na swój etap (odciążanie modelu na CPU w diffusers)</translation>
    </message>
    <message>
        <source>The runtime&apos;s own process in system RAM: about {process_bytes} (one per GPU for PyTorch runtimes, with the data loaders in training)</source>
        <translation>Własny proces środowiska w pamięci RAM: około {process_bytes} (jeden na GPU w środowiskach PyTorch, w treningu razem z modułami ładowania danych)</translation>
    </message>
    <message>
        <source>Tokenized dataset {dataset_bytes}, memory-mapped: cached in RAM when there is room</source>
        <translation>Stokenizowany zbiór danych {dataset_bytes}, mapowany do pamięci: buforowany w RAM, gdy jest miejsce</translation>
    </message>
    <message>
        <source>Offloaded to {device}: {params:parameters} × ({master_bytes:bytes} master copy + {state_bytes:bytes} of {optimizer} state) ÷ {gpus_sharing:gpus}</source>
        <translation>Odciążone do: {device}: {params:parameters} × ({master_bytes:bytes} kopii głównej + {state_bytes:bytes} stanu {optimizer}) ÷ {gpus_sharing:gpus}</translation>
    </message>
    <message>
        <source>Offloaded to {device}: adapters of {adapter_params:parameters} × {bytes_per_param:bytes} ({optimizer})</source>
        <translation>Odciążone do: {device}: adaptery — {adapter_params:parameters} × {bytes_per_param:bytes} ({optimizer})</translation>
    </message>
    <message>
        <source>Offloaded to {device}: the frozen model&apos;s {params:parameters} as stored, gathered to the GPU layer by layer</source>
        <translation>Odciążone do: {device}: {params:parameters} zamrożonego modelu w formacie przechowywania, zbierane na GPU warstwa po warstwie</translation>
    </message>
    <message>
        <source>Offloaded to {device}: {params:parameters} × {bytes_per_param:bytes} ÷ {gpus_sharing:gpus}, gathered to the GPU layer by layer</source>
        <translation>Odciążone do: {device}: {params:parameters} × {bytes_per_param:bytes} ÷ {gpus_sharing:gpus}, zbierane na GPU warstwa po warstwie</translation>
    </message>
    <message>
        <source>None on the GPU: the optimizer states and step live in {device}</source>
        <translation>Nic na GPU: stany i krok optymalizatora są w: {device}</translation>
    </message>
    <message>
        <source>Offloaded to {device}: {params:parameters} × {bytes_per_param:bytes} (fp32 gradient partition) ÷ {gpus_sharing:gpus}</source>
        <translation>Odciążone do: {device}: {params:parameters} × {bytes_per_param:bytes} (część gradientów w fp32) ÷ {gpus_sharing:gpus}</translation>
    </message>
    <message>
        <source>Gradient buckets of {bucket_elements:values} in 16 bits, streamed to {device} as backward fills them</source>
        <translation>Kubełki gradientów po {bucket_elements:values} w 16 bitach, wysyłane do: {device} w miarę wypełniania przez przejście wstecz</translation>
    </message>
    <message>
        <source>Only the layers being computed: about {layers_gathered:layers} × {layer_bytes}, fetched from {device}</source>
        <translation>Tylko liczone warstwy: około {layers_gathered:layers} × {layer_bytes}, pobierane z: {device}</translation>
    </message>
    <message>
        <source>Only the layers being computed: about {layers_gathered:layers} × {layer_bytes}, fetched from {device}, and the embeddings and output head ({kept_bytes}), which FSDP keeps gathered from forward into backward</source>
        <translation>Tylko liczone warstwy: około {layers_gathered:layers} × {layer_bytes}, pobierane z: {device}, oraz osadzenia i warstwa wyjściowa ({kept_bytes}), które FSDP trzyma zebrane od przejścia w przód do przejścia wstecz</translation>
    </message>
    <message>
        <source>Only the layers being computed: about {layers_gathered:layers} × {layer_bytes}, fetched from {device}, and the output head ({kept_bytes}), which DeepSpeed keeps gathered from its forward to its backward</source>
        <translation>Tylko liczone warstwy: około {layers_gathered:layers} × {layer_bytes}, pobierane z: {device}, oraz warstwa wyjściowa ({kept_bytes}), którą DeepSpeed trzyma zebraną od jej przejścia w przód do przejścia wstecz</translation>
    </message>
    <message>
        <source>The full gradient of the unit being reduced ({unit_bytes}); each shard goes to {device} as backward produces it</source>
        <translation>Pełny gradient redukowanego bloku ({unit_bytes}); każdy fragment trafia do: {device}, gdy tylko przejście wstecz go obliczy</translation>
    </message>
    <message>
        <source>ZeRO-Infinity swap buffers: {param_buffers} × {param_buffer_elements:values} of parameters + {optimizer_buffers} × {sub_group_elements:values} of optimizer state</source>
        <translation>Bufory wymiany ZeRO-Infinity: {param_buffers} × {param_buffer_elements:values} parametrów + {optimizer_buffers} × {sub_group_elements:values} stanu optymalizatora</translation>
    </message>
    <message>
        <source>Staging and the optimizer step&apos;s temporaries: {params:parameters} × {bytes_per_param:bytes} (16-bit copy buffer, gradient unscaling, CPU Adam)</source>
        <translation>Bufory pośrednie i dane tymczasowe kroku optymalizatora: {params:parameters} × {bytes_per_param:bytes} (16-bitowy bufor kopiowania, skalowanie gradientów, CPU Adam)</translation>
    </message>
    <message>
        <source>{params} vision-encoder parameters × {bits} bits ÷ 8 ÷ GPUs sharing them: {gpus_sharing}</source>
        <translation>{params} parametrów kodera obrazu × {bits} bitów ÷ 8 ÷ GPU, które je dzielą: {gpus_sharing}</translation>
    </message>
    <message>
        <source>Larger of the language model&apos;s peak ({language_model_bytes}) and the vision encoder over {patches} patches per image, images at once: {images} ({encoder_bytes}), plus the image embeddings kept for the prompt ({embedding_bytes})</source>
        <translation>Większa z wartości: szczyt modelu językowego ({language_model_bytes}) i koder obrazu na {patches} łatach na obraz, obrazów naraz: {images} ({encoder_bytes}), plus osadzenia obrazów trzymane dla zapytania ({embedding_bytes})</translation>
    </message>
    <message>
        <source>Text cache on the {self_attention_layers} self-attention layers, plus {image_tokens} image tokens per request on each of the {cross_layers} cross-attention layers ({image_cache_bytes})</source>
        <translation>Pamięć podręczna tekstu na {self_attention_layers} warstwach samouwagi, plus {image_tokens} tokenów obrazu na żądanie w każdej z {cross_layers} warstw uwagi krzyżowej ({image_cache_bytes})</translation>
    </message>
    <message>
        <source>Denoiser ({denoiser}): {params} parameters × {bits} bits ({format}) ÷ 8</source>
        <translation>Odszumiacz ({denoiser}): {params} parametrów × {bits} bitów ({format}) ÷ 8</translation>
    </message>
    <message>
        <source>{encoders}: {params} parameters × {bits} bits ({format}) ÷ 8</source>
        <translation>{encoders}: {params} parametrów × {bits} bitów ({format}) ÷ 8</translation>
    </message>
    <message>
        <source>{params} VAE parameters × {bits} bits ÷ 8</source>
        <translation>{params} parametrów VAE × {bits} bitów ÷ 8</translation>
    </message>
    <message>
        <source>Largest stage at {resolution} px, images at once: {images}: text encoders {text_bytes}; denoiser over {tokens} tokens per image × {passes} passes {denoiser_bytes}; VAE decode {vae_bytes}</source>
        <translation>Największy etap przy {resolution} px, obrazów naraz: {images}: kodery tekstu {text_bytes}; odszumiacz na {tokens} tokenach na obraz × {passes} przejścia {denoiser_bytes}; dekodowanie VAE {vae_bytes}</translation>
    </message>
    <message>
        <source>Parts moved to the GPU one stage at a time; the largest stage is {stage}: text encoders {text_bytes}, denoiser {denoiser_bytes}, VAE decode {vae_bytes} at {resolution} px</source>
        <translation>Części trafiają na GPU po jednym etapie; największy etap to {stage}: kodery tekstu {text_bytes}, odszumiacz {denoiser_bytes}, dekodowanie VAE {vae_bytes} przy {resolution} px</translation>
    </message>
    <message>
        <source>Kept in system memory ({host_bytes}) and moved to the GPU only for its own stage</source>
        <translation>Trzymane w pamięci systemowej ({host_bytes}) i przenoszone na GPU tylko na własny etap</translation>
    </message>
    <message>
        <source>Encoder {encoder_params} + decoder {decoder_params} parameters × {bits} bits ({format}) ÷ 8 ÷ GPUs sharing them: {gpus_sharing}</source>
        <translation>Koder {encoder_params} + dekoder {decoder_params} parametrów × {bits} bitów ({format}) ÷ 8 ÷ GPU, które je dzielą: {gpus_sharing}</translation>
    </message>
    <message>
        <source>Rows decoded at once: {rows} × {layers} decoder layers × ({positions} encoder positions + {tokens} tokens written) × {values_per_position} values × {bytes_per_element} bytes</source>
        <translation>Wierszy dekodowanych naraz: {rows} × {layers} warstw dekodera × ({positions} pozycji kodera + {tokens} zapisanych tokenów) × {values_per_position} wartości × {bytes_per_element} bajtów</translation>
    </message>
    <message>
        <source>CTranslate2: {layers} decoder layers × keys and values of the encoder&apos;s {positions} positions for {windows} windows ({cross_tensor_bytes} each, shared by the beams) and of {tokens} tokens for {rows} rows ({self_tensor_bytes} each), in allocator bins; + {allocator_cache_bytes} of freed blocks kept cached</source>
        <translation>CTranslate2: {layers} warstw dekodera × klucze i wartości {positions} pozycji kodera dla {windows} okien ({cross_tensor_bytes} każde, wspólne dla wiązek) oraz {tokens} tokenów dla {rows} wierszy ({self_tensor_bytes} każde), w kubełkach alokatora; + {allocator_cache_bytes} zwolnionych bloków trzymanych w pamięci podręcznej</translation>
    </message>
    <message>
        <source>Encoder forward over windows at once: {windows} × {positions} positions ({encoder_bytes}); {attention} attention scores {score_bytes}; logits {logit_bytes}</source>
        <translation>Przejście kodera przez okna naraz: {windows} × {positions} pozycji ({encoder_bytes}); wyniki uwagi ({attention}) {score_bytes}; logity {logit_bytes}</translation>
    </message>
    <message>
        <source>transformers runs the encoder to its end, then the decoder; the larger phase counts. Encoder: {windows} × {positions} positions ({encoder_phase_bytes}; {attention} attention scores {score_bytes}); decoder: caches, encoder output {encoder_output_bytes} and logits {logit_bytes} ({decoder_phase_bytes})</source>
        <translation>transformers przeprowadza koder do końca, potem dekoder; liczy się większa z dwóch faz. Koder: {windows} × {positions} pozycji ({encoder_phase_bytes}; wyniki uwagi ({attention}) {score_bytes}); dekoder: pamięci podręczne, wyjście kodera {encoder_output_bytes} i logity {logit_bytes} ({decoder_phase_bytes})</translation>
    </message>
    <message>
        <source>the precision the runtime keeps the recurrent state in (16 or 32 bits) and its padding to attention pages</source>
        <translation>precyzji, w której środowisko uruchomieniowe trzyma stan rekurencyjny (16 lub 32 bity), i jego dopełnienia do stron uwagi</translation>
    </message>
    <message>
        <source>low end: with flash attention (llama.cpp&apos;s default since 2025); typical unless stated and high end: without it</source>
        <translation>dolna granica: z flash attention (domyślnie w llama.cpp od 2025 r.); wartość typowa, o ile nie podano inaczej, i górna granica: bez niego</translation>
    </message>
    <message>
        <source>depends on the sampler&apos;s copies of the logits</source>
        <translation>zależy od kopii logitów tworzonych przez sampler</translation>
    </message>
    <message>
        <source>depends on the GPU: vLLM samples 1024 requests at start-up on GPUs of 70 GiB and more (not A100), 256 on others; low end also with the FlashInfer sampler</source>
        <translation>zależy od GPU: przy starcie vLLM próbkuje 1024 żądania na GPU od 70 GiB (poza A100), 256 na pozostałych; dolna granica — także z samplerem FlashInfer</translation>
    </message>
    <message>
        <source>low end: fused attention and last-token logits; high end: eager attention scores and logits for every prompt token; either way -2 % to +4 % of the weights and cache for buffers not itemized</source>
        <translation>dolna granica: scalona uwaga i logity tylko ostatniego tokenu; górna: jawna macierz wyników uwagi i logity każdego tokenu promptu; w obu przypadkach −2 %…+4 % wag i pamięci podręcznej na bufory nieujęte osobno</translation>
    </message>
    <message>
        <source>low end: a fused loss kernel; high end: allocator fragmentation</source>
        <translation>dolna granica: scalony kernel funkcji straty; górna granica: fragmentacja alokatora</translation>
    </message>
    <message>
        <source>16-bit gradients (DeepSpeed) or fp32 gradients (PyTorch AMP)</source>
        <translation>gradienty 16-bitowe (DeepSpeed) lub gradienty fp32 (PyTorch AMP)</translation>
    </message>
    <message>
        <source>CUDA version, graphs and allocator behaviour</source>
        <translation>wersja CUDA, grafy i zachowanie alokatora</translation>
    </message>
    <message>
        <source>the framework&apos;s kernels (fused or eager normalisation, attention and loss) and padding to the longest sample</source>
        <translation>jądra frameworka (scalone lub zwykłe normalizacja, uwaga i funkcja straty) oraz dopełnienie do najdłuższej próbki</translation>
    </message>
    <message>
        <source>how many layers FSDP / ZeRO-3 holds gathered at once (one to three)</source>
        <translation>ile warstw FSDP / ZeRO-3 trzyma jednocześnie zebranych (od jednej do trzech)</translation>
    </message>
    <message>
        <source>high end: the copy made when the gradients are synchronised</source>
        <translation>górna granica: kopia tworzona przy synchronizacji gradientów</translation>
    </message>
    <message>
        <source>low end: only the 16-bit copy buffer; high end: DeepSpeed before its pinned-memory fix (28 bytes per parameter in all, as measured)</source>
        <translation>dolna granica: tylko 16-bitowy bufor kopiowania; górna: DeepSpeed przed poprawką pamięci przypiętej (łącznie 28 bajtów na parametr, jak zmierzono)</translation>
    </message>
    <message>
        <source>the distribution, monitoring agents and containers</source>
        <translation>dystrybucji, agentów monitorowania i kontenerów</translation>
    </message>
    <message>
        <source>the runtime&apos;s libraries, tokenizer and, in training, its data loaders</source>
        <translation>bibliotek środowiska, tokenizatora i, w treningu, modułów ładowania danych</translation>
    </message>
    <message>
        <source>low end: read from disk as needed; typical: held in the page cache</source>
        <translation>dolna granica: czytany z dysku w miarę potrzeby; typowo: trzymany w pamięci podręcznej stron</translation>
    </message>
    <message>
        <source>low end: the VAE&apos;s full-resolution block alone; high end: the allocator keeps every stage&apos;s blocks and cuDNN takes a large workspace</source>
        <translation>dolna granica: sam blok VAE w pełnej rozdzielczości; górna: alokator trzyma bloki wszystkich etapów, a cuDNN bierze duży obszar roboczy</translation>
    </message>
    <message>
        <source>high end: eager attention keeps the scores of every window</source>
        <translation>górna granica: zwykła (eager) uwaga trzyma wyniki każdego okna</translation>
    </message>
    <message>
        <source>Input + output is {tokens} tokens, more than the model&apos;s maximum context of {max_context}.</source>
        <translation>Wejście + wyjście składa się z {tokens} tokenów, czyli więcej niż maksymalny kontekst modelu ({max_context}).</translation>
    </message>
    <message>
        <source>Shorten the input or the answer, or choose a model with a longer context.</source>
        <translation>Skróć wejście lub odpowiedź albo wybierz model z dłuższym kontekstem.</translation>
    </message>
    <message>
        <source>The long case needs {tokens} tokens, more than the model&apos;s maximum context of {max_context}.</source>
        <translation>Scenariusz z długim wejściem wymaga {tokens} tokenów, czyli więcej niż maksymalny kontekst modelu ({max_context}).</translation>
    </message>
    <message>
        <source>Split long documents into parts, or choose a long-context model.</source>
        <translation>Podziel długie dokumenty na części albo wybierz model z długim kontekstem.</translation>
    </message>
    <message>
        <source>Training sequences of {seq_len} tokens exceed the model&apos;s context of {max_context}.</source>
        <translation>Sekwencje treningowe złożone z {seq_len} tokenów przekraczają kontekst modelu ({max_context}).</translation>
    </message>
    <message>
        <source>Use sequences no longer than the model&apos;s context.</source>
        <translation>Użyj sekwencji nie dłuższych niż kontekst modelu.</translation>
    </message>
    <message>
        <source>The KV cache ({kv_bytes}) is {share} of the memory per GPU: concurrency and context, not the model, decide the server.</source>
        <translation>Pamięć KV cache ({kv_bytes}) to {share} pamięci na GPU: o wyborze serwera decydują liczba jednoczesnych zapytań i kontekst, a nie model.</translation>
    </message>
    <message>
        <source>Store the KV cache in FP8 (halves it; small quality cost on most models), serve fewer requests at once, or cap the context. Each trades something: confirm in a pilot.</source>
        <translation>Przechowuj KV cache w FP8 (zmniejsza go o połowę; na większości modeli niewielki koszt jakości), obsługuj mniej zapytań jednocześnie lub ogranicz kontekst. Każda z tych opcji ma swoją cenę: potwierdź wybór w pilotażu.</translation>
    </message>
    <message>
        <source>The {format} format trades quality for memory ({quality}).</source>
        <translation>Format {format} oszczędza pamięć kosztem jakości ({quality}).</translation>
    </message>
    <message>
        <source>Check answer quality on your own data in the pilot, or choose a higher-precision format.</source>
        <translation>Sprawdź jakość odpowiedzi na własnych danych w pilotażu albo wybierz format o wyższej precyzji.</translation>
    </message>
    <message>
        <source>A KV cache in {kv_precision} may cost answer quality on long inputs.</source>
        <translation>KV cache w {kv_precision} może obniżyć jakość odpowiedzi przy długich wejściach.</translation>
    </message>
    <message>
        <source>Prefer FP8 or 8-bit KV cache unless a pilot shows the quality holds.</source>
        <translation>Wybierz raczej KV cache w FP8 lub 8-bitowy, chyba że pilotaż wykaże, że jakość się utrzymuje.</translation>
    </message>
    <message>
        <source>Only the parameter count is known: the KV cache and activations are rough estimates.</source>
        <translation>Znana jest tylko liczba parametrów: KV cache i aktywacje to zgrubne szacunki.</translation>
    </message>
    <message>
        <source>Pick the model from the catalog or import its config.json for exact figures.</source>
        <translation>Aby uzyskać dokładne wartości, wybierz model z katalogu lub zaimportuj jego config.json.</translation>
    </message>
    <message>
        <source>{runtime} reserves {fraction} of each GPU&apos;s memory at start, whatever the model needs; monitoring will show that much in use.</source>
        <translation>{runtime} rezerwuje przy starcie {fraction} pamięci każdego GPU, niezależnie od potrzeb modelu; monitoring pokaże tyle pamięci jako zajętej.</translation>
    </message>
    <message>
        <source>This is expected. Lower gpu_memory_utilization only to share the GPU with other programs.</source>
        <translation>To oczekiwane zachowanie. Zmniejszaj gpu_memory_utilization tylko wtedy, gdy GPU ma być współdzielony z innymi programami.</translation>
    </message>
    <message>
        <source>The model has {kv_heads} KV heads but is split over {tp} GPUs: KV heads are copied, so the cache does not shrink further.</source>
        <translation>Liczba głowic KV modelu to {kv_heads}, a model jest podzielony na {tp} GPU: głowice KV są kopiowane, więc cache nie zmniejsza się już bardziej.</translation>
    </message>
    <message>
        <source>Use a tensor-parallel degree no larger than the number of KV heads, and replicas beyond it.</source>
        <translation>Ustaw stopień tensor parallel nie większy niż liczba głowic KV, a powyżej tej liczby stosuj repliki.</translation>
    </message>
    <message>
        <source>Without sharding, each of the {gpus} GPUs holds a full copy of weights, gradients and optimizer states.</source>
        <translation>Bez shardingu każdy z {gpus} GPU przechowuje pełną kopię wag, gradientów i stanów optymalizatora.</translation>
    </message>
    <message>
        <source>Use ZeRO-2/3 (FSDP) to divide them across the GPUs.</source>
        <translation>Użyj ZeRO-2/3 (FSDP), aby rozdzielić je między GPU.</translation>
    </message>
    <message>
        <source>QLoRA is chosen with {format} weights, not 4-bit.</source>
        <translation>Wybrano QLoRA z wagami {format}, a nie 4-bitowymi.</translation>
    </message>
    <message>
        <source>Use NF4 for the frozen model as QLoRA does, or choose LoRA.</source>
        <translation>Użyj NF4 dla zamrożonego modelu, tak jak w QLoRA, albo wybierz LoRA.</translation>
    </message>
    <message>
        <source>The high figure stops at {kept_bytes}, what the same job needs with its parameters kept on the GPUs: offloading them never holds more on a GPU. Published runs with parameters offloaded disagree widely ({cases} measurements from {sources} sources), so a pilot should confirm the peak before buying.</source>
        <translation>Górna wartość kończy się na {kept_bytes} — tyle potrzebuje to samo zadanie z parametrami pozostawionymi na GPU: wyładowanie parametrów nigdy nie zajmuje na GPU więcej. Opublikowane przebiegi z wyładowanymi parametrami bardzo się różnią (pomiary: {cases}, źródła: {sources}), więc szczyt pamięci warto potwierdzić pilotażem przed zakupem.</translation>
    </message>
    <message>
        <source>The runtime&apos;s start-up warm-up depends on the GPU&apos;s size: vLLM profiles a batch of {tokens} tokens on a {gpu} (larger batches from 70 GiB, A100 excepted), so the need per GPU changes when a server is picked.</source>
        <translation>Rozgrzewka środowiska przy starcie zależy od rozmiaru GPU: vLLM profiluje partię {tokens} tokenów na {gpu} (większe partie od 70 GiB, poza A100), więc zapotrzebowanie na GPU zmienia się po wybraniu serwera.</translation>
    </message>
    <message>
        <source>Mixture of experts: all {experts} experts ({params} parameters) stay in memory; speed follows the {active_params} active per token.</source>
        <translation>Mixture of Experts: w pamięci pozostają wszyscy eksperci (liczba: {experts}; parametry: {params}); szybkość zależy od {active_params} parametrów aktywnych na token.</translation>
    </message>
    <message>
        <source>{windowed_layers} of {layers} layers attend only to the last {window} tokens: their KV cache stops growing there.</source>
        <translation>W {windowed_layers} z {layers} warstw uwaga jest ograniczona do ostatnich {window} tokenów: KV cache tych warstw przestaje rosnąć na tej długości.</translation>
    </message>
    <message>
        <source>Multi-head latent attention: the cache keeps a compressed latent ({kv_lora_rank} values) per token and layer.</source>
        <translation>Multi-head latent attention: cache przechowuje skompresowaną reprezentację latentną ({kv_lora_rank} wartości) na token i warstwę.</translation>
    </message>
    <message>
        <source>transformers expands multi-head latent attention into full K and V: a much larger cache than vLLM or SGLang.</source>
        <translation>transformers rozwija multi-head latent attention do pełnych K i V: cache jest znacznie większy niż w vLLM czy SGLang.</translation>
    </message>
    <message>
        <source>An embedding/reranking encoder: no KV cache, small activations.</source>
        <translation>Enkoder do embeddingów/rerankingu: brak KV cache, małe aktywacje.</translation>
    </message>
    <message>
        <source>Training state kept off the GPUs: {mode}, as DeepSpeed does it (ZeRO stage {stage}, the least that offloading needs).</source>
        <translation>Stan treningu poza GPU: {mode}, tak jak robi to DeepSpeed (ZeRO etap {stage} — minimum potrzebne do odciążania).</translation>
    </message>
    <message>
        <source>Each copy of the model is split into pipeline stages ({pp}), each over {tp:gpus} in tensor parallel; data-parallel copies: {dp}.</source>
        <translation>Każda kopia modelu jest podzielona na etapy potoku ({pp}), każdy na {tp:gpus} z równoległością tensorową; kopii z równoległością danych: {dp}.</translation>
    </message>
    <message>
        <source>Pipeline parallel: stages ({pp}) of {tp:gpus}, each holding its layers&apos; weights and cache; the first also the embeddings, the last the output head.</source>
        <translation>Równoległość potokowa: etapy ({pp}) po {tp:gpus}, każdy trzyma wagi i pamięć podręczną swoich warstw; pierwszy także osadzenia, ostatni warstwę wyjściową.</translation>
    </message>
    <message>
        <source>{runtime} serves models and cannot train them: choose &apos;transformers&apos; (or leave the runtime out) and a training framework such as {framework}</source>
        <translation>{runtime} serwuje modele i nie potrafi ich trenować: wybierz „transformers” (lub nie podawaj środowiska) i framework trenowania, np. {framework}</translation>
    </message>
    <message>
        <source>input and output together are {tokens} tokens, more than {model} reads at once ({max_context} tokens of context)</source>
        <translation>wejście i wyjście razem to {tokens} tokenów, więcej niż {model} czyta naraz (kontekst {max_context} tokenów)</translation>
    </message>
    <message>
        <source>TRL</source>
        <translation>TRL</translation>
    </message>
    <message>
        <source>Unsloth</source>
        <translation>Unsloth</translation>
    </message>
    <message>
        <source>PyTorch DDP</source>
        <translation>PyTorch DDP</translation>
    </message>
    <message>
        <source>Megatron-LM</source>
        <translation>Megatron-LM</translation>
    </message>
    <message>
        <source>optimizer in system RAM (ZeRO-Offload)</source>
        <translation>optymalizator w pamięci RAM (ZeRO-Offload)</translation>
    </message>
    <message>
        <source>optimizer and parameters in system RAM</source>
        <translation>optymalizator i parametry w pamięci RAM</translation>
    </message>
    <message>
        <source>NVMe (ZeRO-Infinity)</source>
        <translation>NVMe (ZeRO-Infinity)</translation>
    </message>
    <message>
        <source>as the profile states</source>
        <translation>jak podaje profil</translation>
    </message>
    <message>
        <source>from the profile&apos;s memory channels</source>
        <translation>z kanałów pamięci w profilu</translation>
    </message>
    <message>
        <source>assumed: eight channels of DDR4-3200</source>
        <translation>założenie: osiem kanałów DDR4-3200</translation>
    </message>
    <message>
        <source>text generation</source>
        <translation>generowanie tekstu</translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation>embeddingi</translation>
    </message>
    <message>
        <source>reranking</source>
        <translation>ponowne szeregowanie</translation>
    </message>
    <message>
        <source>reading images and text</source>
        <translation>czytanie obrazów i tekstu</translation>
    </message>
    <message>
        <source>image generation</source>
        <translation>generowanie obrazów</translation>
    </message>
    <message>
        <source>speech to text</source>
        <translation>mowa na tekst</translation>
    </message>
    <message>
        <source>vision encoder</source>
        <translation>kodera obrazu</translation>
    </message>
    <message>
        <source>image pipeline (denoiser, text encoders, VAE)</source>
        <translation>potoku obrazu (odszumiacz, kodery tekstu, VAE)</translation>
    </message>
    <message>
        <source>audio encoder</source>
        <translation>kodera dźwięku</translation>
    </message>
    <message>
        <source>text decoder of its own</source>
        <translation>własnego dekodera tekstu</translation>
    </message>
    <message>
        <source>documents</source>
        <translation>dokumenty</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokeny</translation>
    </message>
    <message>
        <source>images</source>
        <translation>obrazy</translation>
    </message>
    <message>
        <source>audio hours</source>
        <translation>godziny nagrań</translation>
    </message>
    <message>
        <source>text encoding</source>
        <translation>kodowanie tekstu</translation>
    </message>
    <message>
        <source>denoising</source>
        <translation>odszumianie</translation>
    </message>
    <message>
        <source>VAE decode</source>
        <translation>dekodowanie VAE</translation>
    </message>
    <message>
        <source>in the prompt</source>
        <translation>w zapytaniu</translation>
    </message>
    <message>
        <source>through cross-attention</source>
        <translation>przez uwagę krzyżową</translation>
    </message>
    <message>
        <source>transformer</source>
        <translation>transformer</translation>
    </message>
    <message>
        <source>UNet</source>
        <translation>UNet</translation>
    </message>
    <message>
        <source>{problem}; did you mean {suggestion}?</source>
        <translation>{problem}; czy chodziło o {suggestion}?</translation>
    </message>
    <message>
        <source>there is no such file or folder</source>
        <translation>nie ma takiego pliku ani folderu</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>brak uprawnień</translation>
    </message>
    <message>
        <source>the operation is not permitted</source>
        <translation>operacja jest niedozwolona</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>dysk jest pełny</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>to jest folder</translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation>część ścieżki nie jest folderem</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>nazwa jest za długa</translation>
    </message>
    <message>
        <source>the disk reported an input/output error</source>
        <translation>dysk zgłosił błąd wejścia/wyjścia</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>dysk jest tylko do odczytu</translation>
    </message>
    <message>
        <source>the system refused (error {errno})</source>
        <translation>system odmówił (błąd {errno})</translation>
    </message>
    <message>
        <source>vLLM: KV blocks of {block_size} tokens; activations sized by its start-up profile at {max_num_batched_tokens} batched tokens.</source>
        <translation>vLLM: bloki KV po {block_size} tok.; aktywacje wyznaczone przez profilowanie przy starcie dla {max_num_batched_tokens} tokenów w batchu.</translation>
    </message>
    <message>
        <source>llama.cpp: physical batch of {ubatch} tokens; one KV cache for all sequences.</source>
        <translation>llama.cpp: fizyczny batch o rozmiarze {ubatch} tok.; jeden KV cache dla wszystkich sekwencji.</translation>
    </message>
    <message>
        <source>Tensor parallel over {tp} GPUs: each holds 1/{tp} of the weights and of the KV heads.</source>
        <translation>Tensor parallel na {tp} GPU: każdy przechowuje 1/{tp} wag i głowic KV.</translation>
    </message>
    <message>
        <source>LoRA rank {rank} on {targets} layers; adapters, their gradients and optimizer states in {adapter_precision}.</source>
        <translation>LoRA rzędu {rank} na warstwach {targets}; adaptery, ich gradienty i stany optymalizatora w {adapter_precision}.</translation>
    </message>
    <message>
        <source>Training memory as {framework} keeps it.</source>
        <translation>Pamięć treningu tak, jak trzyma ją {framework}.</translation>
    </message>
    <message>
        <source>is too long (at most {max_length} characters)</source>
        <translation>jest za długie (najwyżej {max_length} znaków)</translation>
    </message>
    <message>
        <source>has too many entries (at most {max_length})</source>
        <translation>ma za dużo pozycji (najwyżej {max_length})</translation>
    </message>
    <message>
        <source>written by a newer Headroom (format {found}); this one reads up to {supported}</source>
        <translation>zapisany przez nowszą wersję Headroom (format {found}); ta wersja odczytuje formaty do {supported}</translation>
    </message>
    <message>
        <source>format version {found} was never written by Headroom (this one reads versions {first} to {supported})</source>
        <translation>Headroom nigdy nie zapisywał formatu w wersji {found} (ta wersja odczytuje wersje od {first} do {supported})</translation>
    </message>
    <message>
        <source>the file is too large ({bytes}; at most {limit_bytes})</source>
        <translation>plik jest za duży ({bytes}; najwyżej {limit_bytes})</translation>
    </message>
    <message>
        <source>the file nests more than {limit} levels deep: not a file Headroom writes</source>
        <translation>plik ma zagnieżdżenie głębsze niż {limit} poziomów: Headroom takich plików nie zapisuje</translation>
    </message>
    <message>
        <source>must be a finite number, not {value}</source>
        <translation>musi być liczbą skończoną, a nie {value}</translation>
    </message>
    <message>
        <source>a number of {digits} digits is out of range</source>
        <translation>liczba o {digits} cyfrach jest poza zakresem</translation>
    </message>
    <message>
        <source>is not valid text (it holds a lone UTF-16 surrogate)</source>
        <translation>nie jest poprawnym tekstem (zawiera pojedynczy surogat UTF-16)</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>to folder, a nie plik</translation>
    </message>
    <message>
        <source>is a named pipe, not a file: Headroom reads only ordinary files</source>
        <translation>to potok nazwany, a nie plik: Headroom odczytuje tylko zwykłe pliki</translation>
    </message>
    <message>
        <source>is a device, not a file: Headroom reads only ordinary files</source>
        <translation>to urządzenie, a nie plik: Headroom odczytuje tylko zwykłe pliki</translation>
    </message>
    <message>
        <source>is not an ordinary file</source>
        <translation>to nie jest zwykły plik</translation>
    </message>
    <message>
        <source>{body_params} parameters × {body_bits} bits ({format}) + embeddings {embedding_params} × {embedding_bits} bits + output head {lm_head_params} × {lm_head_bits} bits, ÷ 8 bits per byte, ÷ {gpus_sharing:gpus} sharing them</source>
        <translation>{body_params:parameters} × {body_bits} bit ({format}) + embeddingi {embedding_params} × {embedding_bits} bit + głowica wyjściowa {lm_head_params} × {lm_head_bits} bit, ÷ 8 bitów na bajt, ÷ {gpus_sharing:gpus}, między które są rozdzielone</translation>
    </message>
    <message>
        <source>{body_params} quantized parameters × {scale_bits} bits of scales ({format}) ÷ 8, ÷ {gpus_sharing:gpus}</source>
        <translation>{body_params} skwantyzowanych param. × {scale_bits} bit skal ({format}) ÷ 8, ÷ {gpus_sharing:gpus}</translation>
    </message>
    <message>
        <source>{sequences:sequences} × ({full_layers:full_layers} × {tokens:tokens} + {windowed_layers:windowed_layers} × at most {window:tokens}) × {elements_per_token_layer:values} (K and V) × {bytes_per_element:bytes}, in blocks of {block_tokens:tokens}, ÷ {shard}</source>
        <translation>{sequences:sequences} × ({full_layers:full_layers} × {tokens:tokens} + {windowed_layers:windowed_layers} × najwyżej {window:tokens}) × {elements_per_token_layer:values} (K i V) × {bytes_per_element:bytes}, w blokach po {block_tokens} tok., ÷ {shard}</translation>
    </message>
    <message>
        <source>{sequences:sequences} × {tokens:tokens} × {full_layers:layers} × {elements_per_token_layer} latent values (MLA) × {bytes_per_element:bytes}</source>
        <translation>{sequences:sequences} × {tokens:tokens} × {full_layers:layers} × {elements_per_token_layer} wartości latentnych (MLA) × {bytes_per_element:bytes}</translation>
    </message>
    <message>
        <source>{sequences:sequences} × {tokens:tokens} × {full_layers:layers} × {elements_per_token_layer:values}: this runtime decompresses MLA into full K and V</source>
        <translation>{sequences:sequences} × {tokens:tokens} × {full_layers:layers} × {elements_per_token_layer:values}: to środowisko uruchomieniowe rozpakowuje MLA do pełnych K i V</translation>
    </message>
    <message>
        <source>{params:parameters} × {bytes_per_param:bytes} ÷ {gpus_sharing:gpus}</source>
        <translation>{params:parameters} × {bytes_per_param:bytes} ÷ {gpus_sharing:gpus}</translation>
    </message>
    <message>
        <source>{params:parameters} × ({master_bytes:bytes} master copy + {state_bytes:bytes} of {optimizer} state) ÷ {gpus_sharing:gpus}</source>
        <translation>{params:parameters} × ({master_bytes:bytes} kopii głównej + {state_bytes:bytes} stanu {optimizer}) ÷ {gpus_sharing:gpus}</translation>
    </message>
    <message>
        <source>From measured error, each GPU needs {range_low} to {range_high} ({low_pct} % to {high_pct} % of the typical figure): set so that a job like this, measured by a source Headroom has never seen, falls inside about 9 times in 10 and above the high figure about 1 time in 20 ({cases} published measurements from {sources} sources, each predicted without its own source). The per-GPU low and high are this range; each part&apos;s own low and high say what that part depends on.</source>
        <translation>Według zmierzonego błędu każdy GPU potrzebuje od {range_low} do {range_high} (od {low_pct} % do {high_pct} % wartości typowej): zakres dobrano tak, aby takie zadanie, zmierzone przez źródło, którego Headroom nigdy nie widział, mieściło się w nim mniej więcej 9 razy na 10 i przekraczało wartość górną mniej więcej 1 raz na 20 ({cases} opublikowanych pomiarów z {sources} źródeł, każdy przewidziany bez własnego źródła). Dolna i górna wartość na GPU to właśnie ten zakres; własne wartości dolna i górna każdej części mówią, od czego ta część zależy.</translation>
    </message>
    <message>
        <source>The checkpoint&apos;s multi-token-prediction layers ({layers}) are not loaded for inference and are not counted.</source>
        <translation>Warstwy przewidywania wielu tokenów z checkpointu ({layers}) nie są ładowane do inferencji i nie są uwzględniane.</translation>
    </message>
    <message>
        <source>Training with {optimizer}, fp32 master weights: {master_weights}, gradient checkpointing: {gradient_checkpointing}, sharding: {sharding}, {gpus:gpus}.</source>
        <translation>Trening z optymalizatorem {optimizer}, główne wagi fp32: {master_weights}, gradient checkpointing: {gradient_checkpointing}, sharding: {sharding}, {gpus:gpus}.</translation>
    </message>
    <message>
        <source>Ranges, not a single number: allocator, runtime version and kernels move the result. A pilot on the real server decides.</source>
        <translation>Zakresy, a nie jedna liczba: alokator, wersja środowiska uruchomieniowego i kernele wpływają na wynik. Rozstrzyga pilotaż na rzeczywistym serwerze.</translation>
    </message>
    <message>
        <source>Full fine-tuning cannot train {asked} weights: budgeted in BF16.</source>
        <translation>Pełne dostrajanie nie może trenować wag w formacie {asked}: w budżecie przyjęto BF16.</translation>
    </message>
    <message>
        <source>Images per request: {images} at {resolution} px, {tokens} tokens each ({total} in all), read by the language model ({where}).</source>
        <translation>Obrazów na żądanie: {images} przy {resolution} px, po {tokens} tokenów (razem {total}), model językowy czyta je {where}.</translation>
    </message>
    <message>
        <source>Image generation is budgeted as a diffusers pipeline in PyTorch: the runtime chosen ({runtime}) does not run image models.</source>
        <translation>Generowanie obrazów jest liczone jako potok diffusers w PyTorch: wybrane środowisko ({runtime}) nie uruchamia modeli obrazu.</translation>
    </message>
    <message>
        <source>Images of {resolution} × {resolution} px, {steps} steps, denoiser passes per step: {passes}, images per request: {images}.</source>
        <translation>Obrazy {resolution} × {resolution} px, kroków: {steps}, przejść odszumiacza na krok: {passes}, obrazów na żądanie: {images}.</translation>
    </message>
    <message>
        <source>Model CPU offload: each part is moved to the GPU for its own stage, which costs time at every request.</source>
        <translation>Odciążenie modelu na CPU: każda część trafia na GPU na własny etap, co kosztuje czas przy każdym żądaniu.</translation>
    </message>
    <message>
        <source>Audio in 30-second windows, windows decoded at once: {windows}; about {tokens_per_second} tokens written per second of speech; beams: {beams}.</source>
        <translation>Nagranie w oknach po 30 sekund, okien dekodowanych naraz: {windows}; około {tokens_per_second} tokenów na sekundę mowy; wiązek: {beams}.</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>jest wymagane</translation>
    </message>
    <message>
        <source>must be greater than {gt}</source>
        <translation>musi wynosić więcej niż {gt}</translation>
    </message>
    <message>
        <source>must be at least {ge}</source>
        <translation>musi wynosić co najmniej {ge}</translation>
    </message>
    <message>
        <source>must be at most {le}</source>
        <translation>musi wynosić co najwyżej {le}</translation>
    </message>
    <message>
        <source>must be less than {lt}</source>
        <translation>musi wynosić mniej niż {lt}</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>musi być liczbą całkowitą</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>musi być liczbą</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>musi mieć wartość true lub false</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>musi być tekstem</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>nie może być puste</translation>
    </message>
    <message>
        <source>must be one of {expected}</source>
        <translation>musi być jedną z wartości: {expected}</translation>
    </message>
    <message>
        <source>is not a known field</source>
        <translation>nie jest znanym polem</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>musi być obiektem</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>musi być listą</translation>
    </message>
    <message>
        <source>{reason}</source>
        <translation>{reason}</translation>
    </message>
    <message>
        <source>not a Headroom file (format {found})</source>
        <translation>to nie jest plik Headroom (format {found})</translation>
    </message>
    <message>
        <source>the file must hold one JSON object</source>
        <translation>plik musi zawierać jeden obiekt JSON</translation>
    </message>
    <message>
        <source>not valid JSON (line {line}, column {column})</source>
        <translation>nieprawidłowy JSON (wiersz {line}, kolumna {column})</translation>
    </message>
    <message>
        <source>not a text file</source>
        <translation>to nie jest plik tekstowy</translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation>nie można odczytać: {reason}</translation>
    </message>
    <message>
        <source>no model &apos;{id}&apos; in the catalog</source>
        <translation>brak modelu &apos;{id}&apos; w katalogu</translation>
    </message>
    <message>
        <source>unknown precision &apos;{value}&apos;</source>
        <translation>nieznana precyzja &apos;{value}&apos;</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not a KV-cache precision</source>
        <translation>&apos;{value}&apos; nie jest precyzją KV cache</translation>
    </message>
    <message>
        <source>cannot read the model at {path}: {reason}</source>
        <translation>nie można odczytać modelu z lokalizacji {path}: {reason}</translation>
    </message>
    <message>
        <source>this model cannot do {task}: it has no {part}</source>
        <translation>ten model nie potrafi zadania „{task}”: nie ma {part}</translation>
    </message>
    <message>
        <source>{unit} is not a unit of {task} work</source>
        <translation>„{unit}” nie jest jednostką pracy dla „{task}”</translation>
    </message>
    <message>
        <source>Headroom sizes {task} for inference only</source>
        <translation>Headroom liczy „{task}” tylko dla wnioskowania</translation>
    </message>
    <message>
        <source>reference quality</source>
        <translation>jakość referencyjna</translation>
    </message>
    <message>
        <source>practically no quality loss</source>
        <translation>praktycznie bez utraty jakości</translation>
    </message>
    <message>
        <source>a small quality loss</source>
        <translation>niewielka utrata jakości</translation>
    </message>
    <message>
        <source>a noticeable quality loss</source>
        <translation>zauważalna utrata jakości</translation>
    </message>
    <message>
        <source>a large quality loss</source>
        <translation>duża utrata jakości</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>inferencja</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>dostrajanie LoRA</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>dostrajanie QLoRA</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>pełne dostrajanie</translation>
    </message>
    <message>
        <source>all linear</source>
        <translation>wszystkie liniowe</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>mechanizm uwagi (attention)</translation>
    </message>
    <message>
        <source>query and value</source>
        <translation>query i value</translation>
    </message>
    <message>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <source>the transformers Trainer</source>
        <translation>Trainer z transformers</translation>
    </message>
    <message>
        <source>PEFT</source>
        <translation>PEFT</translation>
    </message>
    <message>
        <source>LitGPT</source>
        <translation>LitGPT</translation>
    </message>
    <message>
        <source>torchtune</source>
        <translation>torchtune</translation>
    </message>
    <message>
        <source>DeepSpeed</source>
        <translation>DeepSpeed</translation>
    </message>
    <message>
        <source>PyTorch FSDP</source>
        <translation>PyTorch FSDP</translation>
    </message>
    <message>
        <source>textbook formulas (no framework named)</source>
        <translation>wzory podręcznikowe (nie podano frameworka)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>vLLM V1 engine</source>
        <translation>silnik vLLM V1</translation>
    </message>
    <message>
        <source>vLLM V0 engine</source>
        <translation>silnik vLLM V0</translation>
    </message>
    <message>
        <source>transformers generate()</source>
        <translation>transformers generate()</translation>
    </message>
    <message>
        <source>AutoAWQ fused modules</source>
        <translation>scalone moduły AutoAWQ</translation>
    </message>
    <message>
        <source>flash</source>
        <translation>flash</translation>
    </message>
    <message>
        <source>fused (SDPA)</source>
        <translation>scalona (SDPA)</translation>
    </message>
    <message>
        <source>eager</source>
        <translation>jawna</translation>
    </message>
    <message>
        <source>The profile&apos;s GPU &apos;{gpu}&apos; is not in the catalog, so its memory is unknown.</source>
        <translation>GPU &apos;{gpu}&apos; z profilu nie występuje w katalogu, więc jego pamięć jest nieznana.</translation>
    </message>
    <message>
        <source>Pick the GPU from the catalog, or enter its memory, bandwidth and throughput in the profile.</source>
        <translation>Wybierz GPU z katalogu albo wpisz w profilu jego pamięć, przepustowość pamięci i wydajność obliczeniową.</translation>
    </message>
    <message>
        <source>Choose GPUs with more memory, a smaller precision, fewer concurrent requests or a shorter context — or a server with more GPUs to split the model.</source>
        <translation>Wybierz GPU z większą pamięcią, niższą precyzję, mniej jednoczesnych zapytań lub krótszy kontekst — albo serwer z większą liczbą GPU, aby podzielić model.</translation>
    </message>
    <message>
        <source>With {gpus} GPUs, ZeRO-3 / FSDP full sharding would divide weights, gradients and optimizer states across them.</source>
        <translation>Przy {gpus} GPU pełny sharding ZeRO-3 / FSDP rozdzieliłby między nie wagi, gradienty i stany optymalizatora.</translation>
    </message>
    <message>
        <source>Set sharding to ZeRO-3 and check the estimate again.</source>
        <translation>Ustaw sharding na ZeRO-3 i ponownie sprawdź oszacowanie.</translation>
    </message>
    <message>
        <source>Only {headroom_bytes} left per GPU; the high estimate ({high_bytes}) would not fit in {capacity_bytes}.</source>
        <translation>Na GPU zostaje tylko {headroom_bytes}; górny szacunek ({high_bytes}) nie zmieściłby się w {capacity_bytes}.</translation>
    </message>
    <message>
        <source>Confirm the peak memory in a pilot before buying, or leave more room.</source>
        <translation>Przed zakupem potwierdź szczytowe zużycie pamięci w pilotażu albo zostaw większy zapas.</translation>
    </message>
    <message>
        <source>The {gpu} has no FP8 tensor cores: FP8 weights run through slower conversion kernels.</source>
        <translation>{gpu} nie ma rdzeni tensorowych FP8: wagi FP8 są przetwarzane przez wolniejsze kernele konwersji.</translation>
    </message>
    <message>
        <source>Use BF16 or an INT4/INT8 format on this GPU, or choose Ada/Hopper/Blackwell/MI300-class GPUs.</source>
        <translation>Na tym GPU użyj BF16 lub formatu INT4/INT8 albo wybierz GPU klasy Ada/Hopper/Blackwell/MI300.</translation>
    </message>
    <message>
        <source>The {gpu} does not compute in BF16.</source>
        <translation>{gpu} nie wykonuje obliczeń w BF16.</translation>
    </message>
    <message>
        <source>Run the model in FP16 on this GPU (check it is numerically stable), or choose a newer GPU.</source>
        <translation>Uruchom model w FP16 na tym GPU (sprawdź jego stabilność numeryczną) albo wybierz nowszy GPU.</translation>
    </message>
    <message>
        <source>Needs {per_gpu_bytes} per GPU; this server offers {capacity_bytes} usable on each GPU ({gpus:gpus} in all). Several GPUs are not one pool.</source>
        <translation>Potrzeba {per_gpu_bytes} na GPU; ten serwer oferuje {capacity_bytes} dostępnej pamięci na każdym GPU (łącznie {gpus:gpus}). Kilka GPU to nie jedna wspólna pula.</translation>
    </message>
    <message>
        <source>{format} is a bitsandbytes format: its 4-bit kernels are built for NVIDIA CUDA; on {vendor} GPUs bitsandbytes runs only as a preview backend, if at all, so QLoRA as sized here may not run.</source>
        <translation>{format} to format bitsandbytes: jego 4-bitowe jądra są pisane dla NVIDIA CUDA; na GPU {vendor} bitsandbytes działa co najwyżej jako wersja zapoznawcza backendu, więc QLoRA w tym wyliczeniu może się nie uruchomić.</translation>
    </message>
    <message>
        <source>Train LoRA on BF16 weights on these GPUs (they have the memory), or run QLoRA on NVIDIA GPUs.</source>
        <translation>Trenuj LoRA na wagach BF16 na tych GPU (pamięci wystarczy) albo uruchom QLoRA na GPU NVIDIA.</translation>
    </message>
    <message>
        <source>{framework} does not run on {vendor} GPUs: its kernels are written for another vendor&apos;s.</source>
        <translation>{framework} nie działa na GPU {vendor}: jego jądra są pisane dla GPU innego producenta.</translation>
    </message>
    <message>
        <source>Choose a framework that runs there (transformers + PEFT, TRL, torchtune, DeepSpeed or FSDP on ROCm), or GPUs it supports.</source>
        <translation>Wybierz framework, który tam działa (transformers + PEFT, TRL, torchtune, DeepSpeed lub FSDP na ROCm), albo GPU, które obsługuje.</translation>
    </message>
    <message>
        <source>{framework} trains on one GPU: this server&apos;s other GPUs would stay idle ({gpus} in all).</source>
        <translation>{framework} trenuje na jednym GPU: pozostałe GPU tego serwera stałyby bezczynnie (łącznie {gpus}).</translation>
    </message>
    <message>
        <source>Choose a framework that spreads the job (DeepSpeed, FSDP, torchtune, TRL with accelerate), or a one-GPU server.</source>
        <translation>Wybierz framework, który rozkłada zadanie (DeepSpeed, FSDP, torchtune, TRL z accelerate), albo serwer z jednym GPU.</translation>
    </message>
    <message>
        <source>The {gpu} has no FP4 tensor cores: {precision} weights are unpacked to 16 bits in the kernels; they save memory but compute no faster.</source>
        <translation>{gpu} nie ma rdzeni tensorowych FP4: wagi {precision} są rozpakowywane w jądrach do 16 bitów; oszczędzają pamięć, ale nie liczą szybciej.</translation>
    </message>
    <message>
        <source>Expect BF16-like speed, or choose a Blackwell or MI355X-class GPU for native FP4.</source>
        <translation>Spodziewaj się szybkości jak przy BF16 albo wybierz GPU klasy Blackwell lub MI355X z natywnym FP4.</translation>
    </message>
    <message>
        <source>The {gpu} cannot run {precision} weights: the runtimes&apos; FP8 and FP4 kernels need an Ampere-class GPU or newer.</source>
        <translation>{gpu} nie uruchomi wag {precision}: jądra FP8 i FP4 środowisk uruchomieniowych wymagają GPU klasy Ampere lub nowszego.</translation>
    </message>
    <message>
        <source>Use FP16, INT8 or an INT4 format (AWQ, GPTQ, GGUF) on this GPU, or choose a newer GPU.</source>
        <translation>Użyj na tym GPU FP16, INT8 albo formatu 4-bitowego (AWQ, GPTQ, GGUF) lub wybierz nowszy GPU.</translation>
    </message>
    <message>
        <source>The long case ({tokens} tokens) does not fit next to the other requests: one request of at most {max_context} tokens does. The long case is a must-have.</source>
        <translation>Długie zapytanie ({tokens} tok.) nie mieści się obok pozostałych zapytań: mieści się jedno zapytanie o najwyżej {max_context} tok. Długie zapytanie jest wymogiem obowiązkowym.</translation>
    </message>
    <message>
        <source>Serve long documents with fewer parallel requests, a quantized KV cache, or more GPU memory.</source>
        <translation>Obsługuj długie dokumenty przy mniejszej liczbie równoległych zapytań, ze skwantyzowanym KV cache lub z większą ilością pamięci GPU.</translation>
    </message>
    <message>
        <source>The estimated time to first token ({estimate_s}) is above the target of {target_s}.</source>
        <translation>Szacowany czas do pierwszego tokenu ({estimate_s}) przekracza cel {target_s}.</translation>
    </message>
    <message>
        <source>Choose a faster GPU, split the model over more GPUs, shorten the input, or check the real figure in a pilot.</source>
        <translation>Wybierz szybszy GPU, podziel model na więcej GPU, skróć wejście lub sprawdź rzeczywistą wartość w pilotażu.</translation>
    </message>
    <message>
        <source>The estimated time for the whole answer ({estimate_s}) is above the target of {target_s}.</source>
        <translation>Szacowany czas całej odpowiedzi ({estimate_s}) przekracza cel {target_s}.</translation>
    </message>
    <message>
        <source>Shorter answers, GPUs with more memory bandwidth or more servers for the traffic would answer sooner; a pilot measures the real figure.</source>
        <translation>Krótsze odpowiedzi, GPU o większej przepustowości pamięci lub więcej serwerów na ruch dałyby szybsze odpowiedzi; pilotaż zmierzy rzeczywistą wartość.</translation>
    </message>
    <message>
        <source>One server completes at most {peak} requests/s; the busiest hour brings {rate} requests/s ({utilisation_share} of one server), so the targets need {servers:servers} behind a load balancer.</source>
        <translation>Jeden serwer obsługuje najwyżej {peak} żądań/s; najbardziej obciążona godzina przynosi {rate} żądań/s ({utilisation_share} jednego serwera), więc cele wymagają {servers:servers} za load balancerem.</translation>
    </message>
    <message>
        <source>Order that many servers (the comparison ranks offers by their cost), or lower the traffic, the answer length or the targets.</source>
        <translation>Zamów tyle serwerów (porównanie szereguje oferty według ich kosztu) albo zmniejsz ruch, długość odpowiedzi lub cele.</translation>
    </message>
    <message>
        <source>The estimated speed per user ({estimate} tokens/s) is below the target of {target} tokens/s.</source>
        <translation>Szacowana prędkość na użytkownika ({estimate} tokenów/s) jest poniżej celu {target} tokenów/s.</translation>
    </message>
    <message>
        <source>Choose GPUs with more memory bandwidth, serve fewer users per GPU, or a smaller precision; a pilot measures the real speed.</source>
        <translation>Wybierz GPU o większej przepustowości pamięci, obsługuj mniej użytkowników na GPU lub użyj niższej precyzji; rzeczywistą prędkość zmierzy pilotaż.</translation>
    </message>
    <message>
        <source>The estimated total throughput ({estimate} tokens/s) is below the target of {target} tokens/s.</source>
        <translation>Szacowana łączna przepustowość ({estimate} tokenów/s) jest poniżej celu {target} tokenów/s.</translation>
    </message>
    <message>
        <source>Add GPUs or replicas, or allow more requests at once; a pilot measures the real throughput.</source>
        <translation>Dodaj GPU lub repliki albo dopuść więcej jednoczesnych zapytań; rzeczywistą przepustowość zmierzy pilotaż.</translation>
    </message>
    <message>
        <source>The estimated training time ({estimate_h} h) is above the target of {target_h} h.</source>
        <translation>Szacowany czas treningu ({estimate_h} h) przekracza cel {target_h} h.</translation>
    </message>
    <message>
        <source>Choose more or faster GPUs, fewer epochs, or a later deadline; a pilot of a few steps measures the real speed.</source>
        <translation>Wybierz więcej lub szybsze GPU, mniej epok albo późniejszy termin; pilotaż kilku kroków zmierzy rzeczywistą prędkość.</translation>
    </message>
    <message>
        <source>The batch job takes about {estimate_h} h, beyond its deadline of {target_h} h.</source>
        <translation>Zadanie wsadowe zajmie około {estimate_h} h — dłużej niż termin {target_h} h.</translation>
    </message>
    <message>
        <source>Choose more or faster GPUs, run more requests at once, or allow more time; a pilot on a sample of the work measures the real rate.</source>
        <translation>Wybierz więcej lub szybsze GPU, uruchamiaj więcej żądań naraz albo daj więcej czasu; pilotaż na próbce pracy zmierzy rzeczywiste tempo.</translation>
    </message>
    <message>
        <source>The reserved KV-cache pool holds about {max_concurrency} sequences of {tokens} tokens at once.</source>
        <translation>Zarezerwowana pula KV cache mieści jednocześnie około {max_concurrency} sekwencji o długości {tokens} tok.</translation>
    </message>
    <message>
        <source>Requests beyond that wait in a queue: their time to first token grows.</source>
        <translation>Zapytania ponad tę liczbę czekają w kolejce: ich czas do pierwszego tokenu rośnie.</translation>
    </message>
    <message>
        <source>System RAM ({ram_bytes}) is smaller than what loading the model needs ({need_bytes}).</source>
        <translation>Pamięć RAM systemu ({ram_bytes}) jest mniejsza, niż wymaga wczytanie modelu ({need_bytes}).</translation>
    </message>
    <message>
        <source>Add RAM, or load with memory-mapped safetensors and a single copy per process.</source>
        <translation>Dodaj pamięć RAM albo wczytuj model z safetensors mapowanych w pamięci (memory-mapped), z jedną kopią na proces.</translation>
    </message>
    <message>
        <source>transformers may hold two copies of the weights in RAM while loading ({need_bytes} needed, {ram_bytes} present).</source>
        <translation>transformers może podczas wczytywania trzymać w RAM dwie kopie wag (potrzeba {need_bytes}, dostępne {ram_bytes}).</translation>
    </message>
    <message>
        <source>Load with low_cpu_mem_usage / device_map, or add RAM.</source>
        <translation>Wczytuj z low_cpu_mem_usage / device_map albo dodaj pamięć RAM.</translation>
    </message>
    <message>
        <source>Each server needs about {need_bytes} of system RAM while it runs ({offloaded_bytes} of it offloaded weights, cache and training state, plus buffers, processes and the OS); it has {ram_bytes}.</source>
        <translation>Każdy serwer potrzebuje podczas pracy około {need_bytes} pamięci RAM (z tego {offloaded_bytes} to odciążone wagi, pamięć podręczna i stan treningu, do tego bufory, procesy i system); ma {ram_bytes}.</translation>
    </message>
    <message>
        <source>Add RAM, offload less (more layers or state on the GPUs), or choose GPUs with more memory.</source>
        <translation>Dodaj pamięci RAM, odciążaj mniej (więcej warstw lub stanu na GPU) albo wybierz GPU z większą pamięcią.</translation>
    </message>
    <message>
        <source>With the dataset ({dataset_bytes}) in the page cache each server would need about {need_bytes} of system RAM; it has {ram_bytes}: the data is read from disk instead.</source>
        <translation>Ze zbiorem danych ({dataset_bytes}) w pamięci podręcznej stron każdy serwer potrzebowałby około {need_bytes} pamięci RAM; ma {ram_bytes}: dane będą czytane z dysku.</translation>
    </message>
    <message>
        <source>Usually fine with fast NVMe; add RAM to keep the data cached.</source>
        <translation>Z szybkimi NVMe zwykle to nie problem; dodaj pamięci RAM, aby dane zostały w pamięci podręcznej.</translation>
    </message>
    <message>
        <source>System RAM ({ram_bytes}) covers the typical need ({need_bytes}) but not the high estimate ({high_bytes}).</source>
        <translation>Pamięć RAM ({ram_bytes}) wystarcza na typowe zapotrzebowanie ({need_bytes}), ale nie na górne oszacowanie ({high_bytes}).</translation>
    </message>
    <message>
        <source>Leave more room: add RAM or offload less; confirm in a pilot.</source>
        <translation>Zostaw zapas: dodaj pamięci RAM lub odciążaj mniej; potwierdź w pilotażu.</translation>
    </message>
    <message>
        <source>The whole model does not fit on the GPUs: put {gpu_layers} of {layers:layers} on the GPU; the others run on the CPU from system memory ({host_gbps} GB/s, {memory_source}) and take about {cpu_share} of each generated token&apos;s time.</source>
        <translation>Cały model nie mieści się na GPU: umieść na GPU {gpu_layers} z {layers:layers}; pozostałe działają na CPU z pamięci RAM ({host_gbps} GB/s, {memory_source}) i zajmują około {cpu_share} czasu każdego generowanego tokenu.</translation>
    </message>
    <message>
        <source>Expect far fewer tokens per second than with every layer on the GPU. A GPU with more memory, a second GPU or a smaller quantization keeps all layers on the GPUs; faster system memory (more channels) helps the rest.</source>
        <translation>Spodziewaj się znacznie mniej tokenów na sekundę niż ze wszystkimi warstwami na GPU. GPU z większą pamięcią, drugi GPU lub mocniejsza kwantyzacja zatrzymają wszystkie warstwy na GPU; szybsza pamięć RAM (więcej kanałów) przyspieszy resztę.</translation>
    </message>
    <message>
        <source>Weights kept in system RAM take about {cpu_share} of each generated token&apos;s time (host memory {host_gbps} GB/s, {memory_source}; PCIe for offloaded weights).</source>
        <translation>Wagi w pamięci RAM zajmują około {cpu_share} czasu każdego generowanego tokenu (pamięć hosta {host_gbps} GB/s, {memory_source}; dla odciążonych wag — PCIe).</translation>
    </message>
    <message>
        <source>Offload less: a GPU with more memory, more GPUs or a smaller quantization.</source>
        <translation>Odciążaj mniej: GPU z większą pamięcią, więcej GPU lub mocniejsza kwantyzacja.</translation>
    </message>
    <message>
        <source>Training with {mode}: each step spends about {offload_s} on PCIe transfers, the CPU optimizer and NVMe next to {compute_s} of GPU compute.</source>
        <translation>Trening w trybie „{mode}”: każdy krok spędza około {offload_s} na przesyłach PCIe, optymalizatorze na CPU i NVMe obok {compute_s} obliczeń na GPU.</translation>
    </message>
    <message>
        <source>Larger batches or gradient accumulation spread this cost over more tokens; more GPU memory (or more GPUs with ZeRO-3) avoids offloading.</source>
        <translation>Większe partie lub akumulacja gradientów rozkładają ten koszt na więcej tokenów; więcej pamięci GPU (lub więcej GPU z ZeRO-3) pozwala uniknąć odciążania.</translation>
    </message>
    <message>
        <source>Offloading to NVMe needs about {nvme_bytes} of fast local NVMe; the server lists none.</source>
        <translation>Odciążanie na NVMe potrzebuje około {nvme_bytes} szybkich lokalnych NVMe; serwer nie ma żadnych.</translation>
    </message>
    <message>
        <source>Add local NVMe drives (several in RAID 0 for bandwidth) or offload to system RAM.</source>
        <translation>Dodaj lokalne dyski NVMe (kilka w RAID 0 dla przepustowości) albo odciążaj do pamięci RAM.</translation>
    </message>
    <message>
        <source>{cores} CPU cores for {gpus} GPUs: training data loading needs about {need}.</source>
        <translation>Rdzenie CPU na {gpus} GPU: {cores}; wczytywanie danych treningowych wymaga ich około {need}.</translation>
    </message>
    <message>
        <source>Choose a CPU with more physical cores, or pre-tokenize the data.</source>
        <translation>Wybierz CPU z większą liczbą fizycznych rdzeni albo stokenizuj dane z wyprzedzeniem.</translation>
    </message>
    <message>
        <source>{per_gpu} CPU cores per GPU ({cores} for {gpus}); reference designs use at least {need}.</source>
        <translation>Rdzenie CPU na GPU: {per_gpu} ({cores} na {gpus} GPU); projekty referencyjne przewidują co najmniej {need}.</translation>
    </message>
    <message>
        <source>More cores keep tokenization, scheduling and the HTTP server from starving the GPUs.</source>
        <translation>Dzięki większej liczbie rdzeni tokenizacja, szeregowanie zapytań i serwer HTTP nie zostawiają GPU bez pracy.</translation>
    </message>
    <message>
        <source>No local NVMe: the weights load over the {network_gbps} Gb/s network in about {load_s}.</source>
        <translation>Brak lokalnych dysków NVMe: wagi wczytują się przez sieć {network_gbps} Gb/s w ciągu około {load_s}.</translation>
    </message>
    <message>
        <source>Add local NVMe drives for model files, caches and checkpoints.</source>
        <translation>Dodaj lokalne dyski NVMe na pliki modeli, cache i checkpointy.</translation>
    </message>
    <message>
        <source>Loading {model_bytes} of weights from disk takes about {load_s} at {read_gbps} GB/s.</source>
        <translation>Wczytanie {model_bytes} wag z dysku przy {read_gbps} GB/s trwa około {load_s}.</translation>
    </message>
    <message>
        <source>Use faster (Gen4/Gen5) NVMe or several drives in RAID 0 to shorten restarts.</source>
        <translation>Użyj szybszych dysków NVMe (Gen4/Gen5) lub kilku dysków w RAID 0, aby skrócić restarty.</translation>
    </message>
    <message>
        <source>Loading the weights ({model_bytes}) from NVMe takes about {load_s}.</source>
        <translation>Wczytanie wag ({model_bytes}) z NVMe trwa około {load_s}.</translation>
    </message>
    <message>
        <source>Each checkpoint is about {checkpoint_bytes} and takes about {write_s} to write.</source>
        <translation>Każdy checkpoint ma około {checkpoint_bytes}, a jego zapis trwa około {write_s}.</translation>
    </message>
    <message>
        <source>Plan checkpoint intervals accordingly; faster NVMe shortens the pause.</source>
        <translation>Odpowiednio zaplanuj odstępy między checkpointami; szybszy NVMe skraca przerwę.</translation>
    </message>
    <message>
        <source>Training may read {need_gbps} GB/s of data against {read_gbps} GB/s of NVMe.</source>
        <translation>Trening może odczytywać dane z szybkością {need_gbps} GB/s, a NVMe zapewnia {read_gbps} GB/s.</translation>
    </message>
    <message>
        <source>Pre-tokenize and pack the data, or add drives.</source>
        <translation>Stokenizuj i upakuj dane z wyprzedzeniem albo dodaj dyski.</translation>
    </message>
    <message>
        <source>Model files, checkpoints and data need about {need_bytes}; the NVMe holds {capacity_bytes}.</source>
        <translation>Pliki modelu, checkpointy i dane wymagają około {need_bytes}; NVMe mieści {capacity_bytes}.</translation>
    </message>
    <message>
        <source>Add NVMe capacity or keep fewer checkpoints.</source>
        <translation>Zwiększ pojemność NVMe lub przechowuj mniej checkpointów.</translation>
    </message>
    <message>
        <source>The model is split over {tp} {gpu} GPUs that talk over PCIe only: every generated token waits for all-reduces over PCIe.</source>
        <translation>Model jest podzielony na {tp} GPU {gpu}, które komunikują się wyłącznie przez PCIe: każdy generowany token czeka na operacje all-reduce przez PCIe.</translation>
    </message>
    <message>
        <source>Prefer GPUs with NVLink/NVSwitch for tensor parallel, or a GPU large enough for one replica.</source>
        <translation>Do tensor parallel wybieraj GPU z NVLink/NVSwitch albo GPU na tyle duży, by zmieścić jedną replikę.</translation>
    </message>
    <message>
        <source>The model is split over {tp} {gpu} GPUs over PCIe because one GPU per replica meets fewer of your targets; every generated token waits for all-reduces over PCIe.</source>
        <translation>Model jest podzielony na {tp} GPU {gpu} połączone tylko przez PCIe, bo jeden GPU na replikę spełnia mniej twoich celów; każdy wygenerowany token czeka na all-reduce przez PCIe.</translation>
    </message>
    <message>
        <source>GPUs with NVLink make this split faster; a pilot measures it on this server.</source>
        <translation>GPU z NVLink przyspieszają taki podział; pilotaż zmierzy go na tym serwerze.</translation>
    </message>
    <message>
        <source>Training across {nodes} servers over {gbps} Gb/s Ethernet: gradient exchange will stall the GPUs.</source>
        <translation>Trening na {nodes} serwerach przez Ethernet {gbps} Gb/s: wymiana gradientów będzie wstrzymywać GPU.</translation>
    </message>
    <message>
        <source>Use InfiniBand or RoCE at 200–400 Gb/s per node, or train on one server.</source>
        <translation>Użyj InfiniBand lub RoCE 200–400 Gb/s na węzeł albo trenuj na jednym serwerze.</translation>
    </message>
    <message>
        <source>Training across {nodes} servers with {gbps} Gb/s per node: communication may limit scaling.</source>
        <translation>Trening na {nodes} serwerach z łączem {gbps} Gb/s na węzeł: komunikacja może ograniczać skalowanie.</translation>
    </message>
    <message>
        <source>Use 400 Gb/s per node (as DGX systems do) or ZeRO settings that communicate less.</source>
        <translation>Użyj 400 Gb/s na węzeł (jak w systemach DGX) lub ustawień ZeRO o mniejszej komunikacji.</translation>
    </message>
    <message>
        <source>Training across servers ({nodes}) over {gbps} Gb/s: the gradients of each step ({volume_bytes} per server) take about {exposed_s} more than the backward pass can hide, next to {compute_s} of compute.</source>
        <translation>Trening na kilku serwerach ({nodes}) przez {gbps} Gb/s: gradienty każdego kroku ({volume_bytes} na serwer) zajmują o około {exposed_s} więcej, niż może ukryć przejście wstecz, przy {compute_s} obliczeń.</translation>
    </message>
    <message>
        <source>Use InfiniBand or RoCE at 400 Gb/s per server, accumulate gradients over more micro-batches (fewer exchanges per token), or train on fewer servers.</source>
        <translation>Użyj InfiniBand lub RoCE 400 Gb/s na serwer, akumuluj gradienty na większej liczbie mikropartii (mniej wymian na token) albo trenuj na mniejszej liczbie serwerów.</translation>
    </message>
    <message>
        <source>One copy of the model spans several servers ({nodes}) joined by {gbps} Gb/s Ethernet: every token&apos;s hidden state ({token_bytes}) crosses between them, adding latency to each token and limiting the prompt rate (about {traffic_gbps} Gb/s at the estimated load).</source>
        <translation>Jedna kopia modelu obejmuje kilka serwerów ({nodes}) połączonych Ethernetem {gbps} Gb/s: stan ukryty każdego tokenu ({token_bytes}) przechodzi między nimi, dodając opóźnienie do każdego tokenu i ograniczając tempo przetwarzania zapytań (około {traffic_gbps} Gb/s przy szacowanym obciążeniu).</translation>
    </message>
    <message>
        <source>Join the servers with InfiniBand or RoCE of 100 Gb/s or more, or choose GPUs with more memory so that one server holds a copy (for example eight H200 hold 405B in BF16).</source>
        <translation>Połącz serwery przez InfiniBand lub RoCE od 100 Gb/s albo wybierz GPU z większą pamięcią, aby kopia zmieściła się w jednym serwerze (na przykład osiem H200 mieści 405B w BF16).</translation>
    </message>
    <message>
        <source>Pipeline stages on different servers exchange about {traffic_gbps} Gb/s of hidden states ({token_bytes} per token) against a {link_gbps} Gb/s link.</source>
        <translation>Etapy potoku na różnych serwerach wymieniają około {traffic_gbps} Gb/s stanów ukrytych ({token_bytes} na token) przy łączu {link_gbps} Gb/s.</translation>
    </message>
    <message>
        <source>Use a faster link between the servers, or keep each copy of the model in one server.</source>
        <translation>Użyj szybszego łącza między serwerami albo trzymaj każdą kopię modelu w jednym serwerze.</translation>
    </message>
    <message>
        <source>Streaming answers may need {traffic_gbps} Gb/s against a {link_gbps} Gb/s link.</source>
        <translation>Strumieniowanie odpowiedzi może wymagać {traffic_gbps} Gb/s przy łączu {link_gbps} Gb/s.</translation>
    </message>
    <message>
        <source>Use a faster network link or spread replicas over servers.</source>
        <translation>Użyj szybszego łącza sieciowego lub rozłóż repliki na kilka serwerów.</translation>
    </message>
    <message>
        <source>No power budget given; a server like this draws up to about {estimate_w} W.</source>
        <translation>Nie podano budżetu mocy; taki serwer pobiera do około {estimate_w} W.</translation>
    </message>
    <message>
        <source>Ask the provider for the power and cooling available per server.</source>
        <translation>Zapytaj dostawcę o dostępną moc i chłodzenie na serwer.</translation>
    </message>
    <message>
        <source>Power budget {power_w} W is below the GPUs&apos; own {gpu_tdp_w} W plus CPU and fans.</source>
        <translation>Budżet mocy {power_w} W jest niższy niż sam pobór GPU ({gpu_tdp_w} W) powiększony o CPU i wentylatory.</translation>
    </message>
    <message>
        <source>Raise the power budget (about {estimate_w} W) or reduce the GPU count or power limit.</source>
        <translation>Zwiększ budżet mocy (do około {estimate_w} W) albo zmniejsz liczbę GPU lub ich limit mocy.</translation>
    </message>
    <message>
        <source>Power budget {power_w} W is below the usual maximum draw of about {estimate_w} W.</source>
        <translation>Budżet mocy {power_w} W jest niższy niż typowy maksymalny pobór, wynoszący około {estimate_w} W.</translation>
    </message>
    <message>
        <source>Confirm power and cooling with the provider, or cap GPU power (slower).</source>
        <translation>Potwierdź z dostawcą moc i chłodzenie albo ogranicz moc GPU (kosztem szybkości).</translation>
    </message>
    <message>
        <source>Generation speed uses the runtime&apos;s efficiency on this GPU family, calibrated on published measurements: the share of memory bandwidth it reaches and its fixed costs per step.</source>
        <translation>Szybkość generowania opiera się na wydajności środowiska uruchomieniowego na tej rodzinie GPU, skalibrowanej na opublikowanych pomiarach: części przepustowości pamięci, jaką osiąga, i jego stałych kosztach na krok.</translation>
    </message>
    <message>
        <source>Time to first token uses the runtime&apos;s calibrated share of the GPU&apos;s tensor throughput, plus the wait behind other users&apos; prompts at the requested load.</source>
        <translation>Czas do pierwszego tokenu opiera się na skalibrowanej części wydajności tensorowej GPU dla tego środowiska oraz na oczekiwaniu za zapytaniami innych użytkowników przy zadanym obciążeniu.</translation>
    </message>
    <message>
        <source>Offloaded training adds each step&apos;s PCIe transfers, the CPU optimizer at the host&apos;s memory bandwidth and any NVMe traffic to the GPU&apos;s compute time.</source>
        <translation>Trening z odciążaniem dodaje do czasu obliczeń GPU przesyły PCIe w każdym kroku, optymalizator na CPU z szybkością pamięci hosta i ruch do NVMe.</translation>
    </message>
    <message>
        <source>Across servers each step&apos;s gradient exchange uses the server&apos;s network; what backward cannot hide adds to the step.</source>
        <translation>Między serwerami wymiana gradientów w każdym kroku idzie przez sieć serwera; to, czego nie ukryje przejście wstecz, wydłuża krok.</translation>
    </message>
    <message>
        <source>Image speed: steps × the FLOPs of one denoiser pass at the GPU&apos;s calibrated share of its tensor throughput (lower for narrow models), plus the text encoders and the VAE decode.</source>
        <translation>Szybkość obrazów: kroki × FLOP jednego przejścia odszumiacza przy skalibrowanym udziale wydajności tensorowej GPU (mniejszym dla wąskich modeli), plus kodery tekstu i dekodowanie VAE.</translation>
    </message>
    <message>
        <source>Speech speed: the encoder&apos;s FLOPs per 30-second window plus one decoder step per token written (about 3.3 tokens per second of speech), each at the runtime&apos;s calibrated efficiency on this GPU family.</source>
        <translation>Szybkość mowy: FLOP kodera na 30-sekundowe okno plus jeden krok dekodera na zapisany token (około 3,3 tokena na sekundę mowy), każdy ze skalibrowaną wydajnością środowiska na tej rodzinie GPU.</translation>
    </message>
    <message>
        <source>Embedding speed: 2 × the layers&apos; matrix parameters per token plus attention over each padded sequence, at the share of the GPU&apos;s tensor throughput fitted to published runs of this kind of runtime (TensorRT, PyTorch, other servers), plus a fixed cost per layer and batch.</source>
        <translation>Szybkość embeddingów: 2 × parametry macierzowe warstw na token plus uwaga w każdej dopełnionej sekwencji, przy udziale przepustowości tensorowej GPU dopasowanym do opublikowanych przebiegów tego rodzaju środowiska (TensorRT, PyTorch, inne serwery), plus stały koszt na warstwę i partię.</translation>
    </message>
    <message>
        <source>One copy of the model per GPU: {replicas:replicas}, each serving its share of the requests.</source>
        <translation>Jedna kopia modelu na GPU: {replicas:replicas}, każda obsługuje swoją część zapytań.</translation>
    </message>
    <message>
        <source>Tensor parallel over {tensor_parallel} GPUs, {replicas:replicas}.</source>
        <translation>Tensor parallel na {tensor_parallel} GPU, {replicas:replicas}.</translation>
    </message>
    <message>
        <source>Data parallel over {data_parallel} GPUs with the training state sharded across them (ZeRO stage {zero_stage} / FSDP).</source>
        <translation>Równoległość danych na {data_parallel} GPU ze stanem trenowania podzielonym między nie (ZeRO, etap {zero_stage} / FSDP).</translation>
    </message>
    <message>
        <source>The whole training job on one GPU: no data parallel, no sharding.</source>
        <translation>Całe zadanie trenowania na jednym GPU: bez równoległości danych i bez shardingu.</translation>
    </message>
    <message>
        <source>Pipeline parallel: stages ({pipeline_parallel}) of {tensor_parallel:gpus} each (tensor parallel inside a stage), over servers: {nodes_per_replica}; copies of the model: {replicas}.</source>
        <translation>Równoległość potokowa: etapy ({pipeline_parallel}) po {tensor_parallel:gpus} (równoległość tensorowa wewnątrz etapu), serwerów: {nodes_per_replica}; kopii modelu: {replicas}.</translation>
    </message>
    <message>
        <source>Put {gpu_layers} of {model_layers:layers} on {pipeline_parallel:gpus}; the other layers and their cache run on the CPU from system RAM.</source>
        <translation>Umieść {gpu_layers} z {model_layers:layers} na {pipeline_parallel:gpus}; pozostałe warstwy i ich pamięć podręczna działają na CPU z pamięci RAM.</translation>
    </message>
    <message>
        <source>Needs more than this server: it does not fit even split over {tensor_parallel:gpus}.</source>
        <translation>Wymaga więcej, niż oferuje ten serwer: nie mieści się nawet po podziale na {tensor_parallel:gpus}.</translation>
    </message>
    <message>
        <source>The split the workload asks for: GPUs per copy of the model: {gpus}; copies: {replicas}.</source>
        <translation>Podział wskazany w obciążeniu: GPU na kopię modelu: {gpus}; kopie: {replicas}.</translation>
    </message>
    <message>
        <source>The workload asks for a copy of the model over {asked} GPUs, which this server cannot give (GPUs per node: {server_gpus}; or the model&apos;s attention heads do not divide evenly); Headroom chose the split instead.</source>
        <translation>Obciążenie wymaga kopii modelu na {asked} GPU, czego ten serwer nie zapewni (GPU na węzeł: {server_gpus}; albo głowice uwagi modelu nie dzielą się równo); Headroom wybrał podział sam.</translation>
    </message>
    <message>
        <source>An image or speech pipeline runs whole on one GPU: each GPU holds its own copy (copies: {replicas}).</source>
        <translation>Potok obrazu lub mowy działa w całości na jednym GPU: każdy GPU trzyma własną kopię (kopii: {replicas}).</translation>
    </message>
    <message>
        <source>Meets every target with the most tokens per second at the requested load (users at once: {concurrency}; about {throughput} tokens/s): the lowest cost per token on this server.</source>
        <translation>Spełnia wszystkie cele i daje najwięcej tokenów na sekundę przy zadanym obciążeniu (użytkownicy naraz: {concurrency}; około {throughput} tokenów/s): najniższy koszt tokenu na tym serwerze.</translation>
    </message>
    <message>
        <source>One copy of the model on each GPU (about {throughput} tokens/s with {concurrency} users at once) rather than one copy split over GPUs that talk over PCIe only: the split might be estimated a little faster, but every generated token would wait for all-reduces over PCIe.</source>
        <translation>Jedna kopia modelu na każdym GPU (około {throughput} tokenów/s przy {concurrency} użytkownikach naraz) zamiast jednej kopii podzielonej na GPU połączone tylko przez PCIe: podział mógłby być szacowany jako nieco szybszy, ale każdy wygenerowany token czekałby na all-reduce przez PCIe.</translation>
    </message>
    <message>
        <source>No split meets every target; this one misses the fewest must-haves (about {throughput} tokens/s; users at once: {concurrency}).</source>
        <translation>Żaden podział nie spełnia wszystkich celów; ten chybia najmniej obowiązkowych (około {throughput} tokenów/s; użytkownicy naraz: {concurrency}).</translation>
    </message>
    <message>
        <source>The whole model does not fit on the GPUs: {gpu_layers} of {layers:layers} is the most that fits (llama.cpp -ngl {gpu_layers}); the rest run on the CPU.</source>
        <translation>Cały model nie mieści się na GPU: {gpu_layers} z {layers:layers} to najwięcej, ile się zmieści (llama.cpp -ngl {gpu_layers}); reszta działa na CPU.</translation>
    </message>
    <message>
        <source>The most tokens per second at the requested load (users at once: {concurrency}; about {throughput} tokens/s): the lowest cost per token on this server.</source>
        <translation>Najwięcej tokenów na sekundę przy zadanym obciążeniu (użytkownicy naraz: {concurrency}; około {throughput} tokenów/s): najniższy koszt tokenu na tym serwerze.</translation>
    </message>
    <message>
        <source>Training speed assumes 25–50 % of the GPU&apos;s dense BF16 throughput (MFU).</source>
        <translation>Szybkość treningu zakłada 25–50 % wydajności GPU w gęstych obliczeniach BF16 (MFU).</translation>
    </message>
    <message>
        <source>Speed ranges come from measured error: set so that a run measured by a source Headroom has never seen falls inside about 9 times in 10. Each end is set on its own, so the typical figure need not lie in the middle.</source>
        <translation>Zakresy szybkości pochodzą z błędu zmierzonego: ustawione tak, by przebieg zmierzony przez źródło, którego Headroom nie widział, mieścił się w nich mniej więcej 9 razy na 10. Każdy koniec ustalany jest osobno, więc typowa wartość nie musi leżeć pośrodku.</translation>
    </message>
    <message>
        <source>Layers split over {pipeline_parallel} GPUs that work one after another (llama.cpp); copies of the model: {replicas}.</source>
        <translation>Warstwy podzielone między GPU ({pipeline_parallel}), które pracują po kolei (llama.cpp); kopie modelu: {replicas}.</translation>
    </message>
    <message>
        <source>Data parallel over {data_parallel} GPUs, ZeRO stage {zero_stage}.</source>
        <translation>Data parallel na {data_parallel} GPU, ZeRO etap {zero_stage}.</translation>
    </message>
    <message>
        <source>Cannot place: the GPU is unknown.</source>
        <translation>Nie można rozmieścić: nieznany GPU.</translation>
    </message>
    <message>
        <source>The only split that fits in memory.</source>
        <translation>Jedyny podział, który mieści się w pamięci.</translation>
    </message>
    <message>
        <source>fits comfortably</source>
        <translation>mieści się z zapasem</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>na styk</translation>
    </message>
    <message>
        <source>misses a must-have</source>
        <translation>nie spełnia wymogu obowiązkowego</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>nie mieści się</translation>
    </message>
    <message>
        <source>unknown GPU</source>
        <translation>nieznany GPU</translation>
    </message>
</context>
<context>
    <name>ModelFiles</name>
    <message>
        <source>Parameters</source>
        <translation>Parametry</translation>
    </message>
    <message>
        <source>Active parameters per token</source>
        <translation>Aktywne parametry na token</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Warstwy</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Rozmiar ukryty</translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation>Szerokość MLP</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Głowice uwagi</translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation>Głowice klucz/wartość</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation>Rozmiar głowicy</translation>
    </message>
    <message>
        <source>Vocabulary (tokens)</source>
        <translation>Słownik (tokeny)</translation>
    </message>
    <message>
        <source>Longest context (tokens)</source>
        <translation>Najdłuższy kontekst (tokeny)</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Eksperci</translation>
    </message>
    <message>
        <source>Stored precision</source>
        <translation>Zapisana precyzja</translation>
    </message>
    <message>
        <source>Size of the weights</source>
        <translation>Rozmiar wag</translation>
    </message>
    <message>
        <source>Bits per weight</source>
        <translation>Bity na wagę</translation>
    </message>
    <message>
        <source>config.json</source>
        <translation>config.json</translation>
    </message>
    <message>
        <source>counted in the weight files</source>
        <translation>policzone w plikach wag</translation>
    </message>
    <message>
        <source>read from the GGUF file</source>
        <translation>odczytane z pliku GGUF</translation>
    </message>
    <message>
        <source>calculated from the other figures</source>
        <translation>obliczone z pozostałych wartości</translation>
    </message>
    <message>
        <source>Choose a fi&amp;le…</source>
        <translation>Wybierz pl&amp;ik…</translation>
    </message>
    <message>
        <source>A config.json from a model download, or a .gguf file.</source>
        <translation>Plik config.json z pobranego modelu albo plik .gguf.</translation>
    </message>
    <message>
        <source>Choose a f&amp;older…</source>
        <translation>Wybierz &amp;folder…</translation>
    </message>
    <message>
        <source>A downloaded model folder (config.json with .safetensors files).</source>
        <translation>Pobrany folder modelu (config.json z plikami .safetensors).</translation>
    </message>
    <message>
        <source>…or drop a config.json, a model folder or a .gguf file here</source>
        <translation>…albo upuść tutaj plik config.json, folder modelu lub plik .gguf</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Wielkość</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
    <message>
        <source>Where it came from</source>
        <translation>Źródło</translation>
    </message>
    <message>
        <source>What was found in the model files</source>
        <translation>Co znaleziono w plikach modelu</translation>
    </message>
    <message>
        <source>Choose a model file</source>
        <translation>Wybierz plik modelu</translation>
    </message>
    <message>
        <source>Model files (config.json *.json *.gguf *.safetensors);;All files (*)</source>
        <translation>Pliki modelu (config.json *.json *.gguf *.safetensors);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Choose a model folder</source>
        <translation>Wybierz folder modelu</translation>
    </message>
    <message>
        <source>Could not use {path}: {reason}</source>
        <translation>Nie można użyć {path}: {reason}</translation>
    </message>
    <message>
        <source>Found {name} in {path}</source>
        <translation>Znaleziono {name} w {path}</translation>
    </message>
    <message>
        <source>Files read: {files}</source>
        <translation>Odczytane pliki: {files}</translation>
    </message>
</context>
<context>
    <name>ModelInspect</name>
    <message>
        <source>{path} does not exist</source>
        <translation>{path} nie istnieje</translation>
    </message>
    <message>
        <source>{path} is neither a file nor a folder</source>
        <translation>{path} nie jest ani plikiem, ani folderem</translation>
    </message>
    <message>
        <source>cannot read {path}: {reason}</source>
        <translation>nie można odczytać {path}: {reason}</translation>
    </message>
    <message>
        <source>{path} is {size_bytes}; files of this kind over {limit_bytes} are refused</source>
        <translation>{path} ma rozmiar {size_bytes}; pliki tego rodzaju większe niż {limit_bytes} są odrzucane</translation>
    </message>
    <message>
        <source>{path} is not valid JSON ({reason})</source>
        <translation>{path} nie jest poprawnym plikiem JSON ({reason})</translation>
    </message>
    <message>
        <source>{path} does not hold a JSON object</source>
        <translation>{path} nie zawiera obiektu JSON</translation>
    </message>
    <message>
        <source>the field &apos;{field}&apos; should be {expected}, but is {got}</source>
        <translation>pole „{field}” powinno być {expected}, a jest {got}</translation>
    </message>
    <message>
        <source>the model description lacks {field}</source>
        <translation>w opisie modelu brakuje {field}</translation>
    </message>
    <message>
        <source>{path} has no config.json</source>
        <translation>{path} nie zawiera config.json</translation>
    </message>
    <message>
        <source>{path} is truncated: not a complete safetensors file</source>
        <translation>{path} jest obcięty: to nie jest kompletny plik safetensors</translation>
    </message>
    <message>
        <source>{path}: the safetensors header claims {header_bytes}, over the {limit_bytes} limit</source>
        <translation>{path}: nagłówek safetensors deklaruje {header_bytes}, ponad limit {limit_bytes}</translation>
    </message>
    <message>
        <source>{path} is not a valid safetensors file ({reason})</source>
        <translation>{path} nie jest poprawnym plikiem safetensors ({reason})</translation>
    </message>
    <message>
        <source>{path} lists {count} weight files, more than the {limit} allowed</source>
        <translation>{path} wymienia {count} plików wag, więcej niż dozwolone {limit}</translation>
    </message>
    <message>
        <source>the safetensors index names a file outside the folder: {name}</source>
        <translation>indeks safetensors wskazuje plik spoza folderu: {name}</translation>
    </message>
    <message>
        <source>{path} is not a GGUF file</source>
        <translation>{path} nie jest plikiem GGUF</translation>
    </message>
    <message>
        <source>{path} is GGUF version {version}, which is not supported</source>
        <translation>{path} to GGUF w wersji {version}, która nie jest obsługiwana</translation>
    </message>
    <message>
        <source>{path} is truncated: the GGUF file ends before its contents do</source>
        <translation>{path} jest obcięty: plik GGUF kończy się przed końcem swojej zawartości</translation>
    </message>
    <message>
        <source>{path} is a damaged GGUF file ({reason})</source>
        <translation>{path} jest uszkodzonym plikiem GGUF ({reason})</translation>
    </message>
    <message>
        <source>the file holds no weights</source>
        <translation>plik nie zawiera wag</translation>
    </message>
    <message>
        <source>the model&apos;s figures contradict each other ({field}: {reason})</source>
        <translation>wartości opisujące model są ze sobą sprzeczne ({field}: {reason})</translation>
    </message>
    <message>
        <source>the {library} library is not installed</source>
        <translation>biblioteka {library} nie jest zainstalowana</translation>
    </message>
    <message>
        <source>{path} is a vision projector (mmproj): choose the language model&apos;s GGUF in the same folder; the projector is read with it</source>
        <translation>{path} to projektor obrazu (mmproj): wybierz GGUF modelu językowego w tym samym folderze; projektor zostanie odczytany razem z nim</translation>
    </message>
    <message>
        <source>a {class} is counted from its weights: give the pipeline folder with its safetensors</source>
        <translation>{class} jest liczony z wag: wskaż folder potoku z plikami safetensors</translation>
    </message>
    <message>
        <source>Unknown architecture &apos;{architecture}&apos;: counted as a generic decoder (Llama-like layout). Check the figures.</source>
        <translation>Nieznana architektura „{architecture}”: policzono jak ogólny dekoder (układ podobny do Llamy). Sprawdź wartości.</translation>
    </message>
    <message>
        <source>Not stated in the config, taken from the family&apos;s defaults: {fields}.</source>
        <translation>Brak w konfiguracji, przyjęto wartości domyślne dla rodziny modeli: {fields}.</translation>
    </message>
    <message>
        <source>A {sliding_window}-token sliding window is declared but not which layers use it; every layer is counted at full attention.</source>
        <translation>Zadeklarowano okno przesuwne o długości {sliding_window} tok., ale nie podano, które warstwy z niego korzystają; każdą warstwę policzono z pełną uwagą.</translation>
    </message>
    <message>
        <source>Mixture-of-experts layout of &apos;{architecture}&apos; assumed: expert layers as in Qwen/DeepSeek.</source>
        <translation>Przyjęto układ Mixture of Experts dla „{architecture}”: warstwy ekspertów jak w Qwen/DeepSeek.</translation>
    </message>
    <message>
        <source>Multimodal model: only the language model is counted; the vision/audio encoder comes on top.</source>
        <translation>Model multimodalny: policzono tylko model językowy; enkoder obrazu/dźwięku dochodzi do tego.</translation>
    </message>
    <message>
        <source>Multimodal model: the parameter count from the weights includes the vision/audio encoder; the other figures describe the language model.</source>
        <translation>Model multimodalny: liczba parametrów z wag obejmuje enkoder obrazu/dźwięku; pozostałe wartości opisują model językowy.</translation>
    </message>
    <message>
        <source>The weights hold {weights} parameters, the architecture implies {architecture}; the weights&apos; count is used.</source>
        <translation>Liczba parametrów w wagach: {weights}, z architektury wynika: {architecture}; użyto liczby z wag.</translation>
    </message>
    <message>
        <source>Multi-token-prediction layers ({layers}, with {params} parameters) are in the checkpoint but inference runtimes do not load them; left out.</source>
        <translation>Checkpoint zawiera warstwy przewidywania wielu tokenów ({layers}, parametry: {params}), ale środowiska uruchomieniowe do inferencji ich nie wczytują; pominięto je.</translation>
    </message>
    <message>
        <source>{index} lists weight files that are not here; parameters derived from the architecture.</source>
        <translation>{index} wymienia pliki wag, których tu nie ma; parametry wyznaczono z architektury.</translation>
    </message>
    <message>
        <source>Only {present} of {listed} weight files are here; parameters derived from the architecture.</source>
        <translation>Dostępne pliki wag: tylko {present} z {listed}; parametry wyznaczono z architektury.</translation>
    </message>
    <message>
        <source>The config lacks {field}.</source>
        <translation>W konfiguracji brakuje {field}.</translation>
    </message>
    <message>
        <source>The weights are {format} files, which Headroom does not open; parameters derived from the architecture.</source>
        <translation>Wagi są w plikach {format}, których Headroom nie otwiera; parametry wyznaczono z architektury.</translation>
    </message>
    <message>
        <source>RoPE scaling in the config can stretch the context to {context} tokens.</source>
        <translation>Skalowanie RoPE w konfiguracji może wydłużyć kontekst do {context} tok.</translation>
    </message>
    <message>
        <source>The quantization_config is not readable; ignored.</source>
        <translation>Nie można odczytać quantization_config; pominięto.</translation>
    </message>
    <message>
        <source>Quantization &apos;{method}&apos; is not one Headroom models; the precision is left open.</source>
        <translation>Headroom nie modeluje kwantyzacji „{method}”; precyzja pozostaje nieokreślona.</translation>
    </message>
    <message>
        <source>{method} with {bits}-bit weights: modelled as its 4-bit form.</source>
        <translation>{method} z wagami {bits}-bitowymi: modelowane jako wariant 4-bitowy.</translation>
    </message>
    <message>
        <source>bitsandbytes {quant_type}: modelled as NF4 (same storage).</source>
        <translation>bitsandbytes {quant_type}: modelowane jako NF4 (ten sam sposób zapisu).</translation>
    </message>
    <message>
        <source>{key} varies per layer ({low} to {high}); the largest is used.</source>
        <translation>{key} różni się między warstwami (od {low} do {high}); użyto największej wartości.</translation>
    </message>
    <message>
        <source>Key and value heads differ in width ({key_length} vs {value_length}); the key width is used.</source>
        <translation>Głowice kluczy i wartości mają różną szerokość ({key_length} wobec {value_length}); użyto szerokości kluczy.</translation>
    </message>
    <message>
        <source>GGUF file type {file_type} is unknown; precision taken from the largest tensors.</source>
        <translation>Typ pliku GGUF {file_type} jest nieznany; precyzję przyjęto z największych tensorów.</translation>
    </message>
    <message>
        <source>Vision projector {file} read beside the model: {params} parameters of vision encoder.</source>
        <translation>Obok modelu odczytano projektor obrazu {file}: {params} parametrów kodera obrazu.</translation>
    </message>
    <message>
        <source>The vision encoder&apos;s parameters are counted from its layer shapes (an estimate); the weights give the exact figure.</source>
        <translation>Parametry kodera obrazu policzono z kształtów jego warstw (szacunek); dokładną liczbę dają wagi.</translation>
    </message>
    <message>
        <source>Only the denoiser&apos;s config was given: the text encoders and VAE its pipeline ({denoiser}) always uses are assumed. Import the pipeline folder (model_index.json) to count them from their configs.</source>
        <translation>Podano tylko konfigurację odszumiacza: kodery tekstu i VAE, których jego potok ({denoiser}) zawsze używa, przyjęto domyślnie. Zaimportuj folder potoku (model_index.json), aby policzyć je z ich konfiguracji.</translation>
    </message>
    <message>
        <source>A text encoder of type &apos;{model_type}&apos; is not one Headroom counts; left out.</source>
        <translation>Koder tekstu typu „{model_type}” nie jest liczony przez Headroom; pominięto.</translation>
    </message>
    <message>
        <source>Only {present} of {listed} parts of this split GGUF are here; counted: this part only.</source>
        <translation>Dostępne części tego podzielonego pliku GGUF: tylko {present} z {listed}; policzono tylko tę część.</translation>
    </message>
</context>
<context>
    <name>ModelManual</name>
    <message>
        <source>&amp;Layers:</source>
        <translation>&amp;Warstwy:</translation>
    </message>
    <message>
        <source>Number of transformer layers (num_hidden_layers in config.json).</source>
        <translation>Liczba warstw transformera (num_hidden_layers w config.json).</translation>
    </message>
    <message>
        <source>Hi&amp;dden size:</source>
        <translation>Ro&amp;zmiar ukryty:</translation>
    </message>
    <message>
        <source>Width of the model (hidden_size in config.json).</source>
        <translation>Szerokość modelu (hidden_size w config.json).</translation>
    </message>
    <message>
        <source>MLP width:</source>
        <translation>Szerokość MLP:</translation>
    </message>
    <message>
        <source>Width of the feed-forward layers (intermediate_size).</source>
        <translation>Szerokość warstw feed-forward (intermediate_size).</translation>
    </message>
    <message>
        <source>Attention h&amp;eads:</source>
        <translation>&amp;Głowice uwagi:</translation>
    </message>
    <message>
        <source>num_attention_heads in config.json.</source>
        <translation>num_attention_heads w config.json.</translation>
    </message>
    <message>
        <source>&amp;Key/value heads:</source>
        <translation>Głowice &amp;klucz/wartość:</translation>
    </message>
    <message>
        <source>num_key_value_heads: fewer KV heads means a smaller conversation memory (KV cache).</source>
        <translation>num_key_value_heads: mniej głowic KV to mniejsza pamięć rozmowy (KV cache).</translation>
    </message>
    <message>
        <source>Head si&amp;ze:</source>
        <translation>Rozmiar gł&amp;owicy:</translation>
    </message>
    <message>
        <source>Width of one attention head; usually hidden size ÷ heads.</source>
        <translation>Szerokość jednej głowicy uwagi; zwykle rozmiar ukryty ÷ liczba głowic.</translation>
    </message>
    <message>
        <source>Voc&amp;abulary:</source>
        <translation>Słow&amp;nik:</translation>
    </message>
    <message>
        <source>Number of distinct tokens the model knows (vocab_size).</source>
        <translation>Liczba różnych tokenów, które zna model (vocab_size).</translation>
    </message>
    <message>
        <source>Longest conte&amp;xt:</source>
        <translation>Najdłuższy kon&amp;tekst:</translation>
    </message>
    <message>
        <source>The most tokens (input + output) the model handles at once (max_position_embeddings).</source>
        <translation>Największa liczba tokenów (wejście + wyjście), jaką model obsługuje naraz (max_position_embeddings).</translation>
    </message>
</context>
<context>
    <name>ModelPage</name>
    <message>
        <source>Model catalog</source>
        <translation>Katalog modeli</translation>
    </message>
    <message>
        <source>Model files on this computer</source>
        <translation>Pliki modelu na tym komputerze</translation>
    </message>
    <message>
        <source>Version and rights</source>
        <translation>Wersja i prawa</translation>
    </message>
    <message>
        <source>&amp;Revision:</source>
        <translation>&amp;Rewizja:</translation>
    </message>
    <message>
        <source>The exact version of the weights that will run (a Hugging Face commit or release tag). Recorded in the quote request.</source>
        <translation>Dokładna wersja wag, które będą uruchamiane (commit lub tag wydania na Hugging Face). Zapisywana w zapytaniu ofertowym.</translation>
    </message>
    <message>
        <source>e.g. main, v1.0 or a commit id</source>
        <translation>np. main, v1.0 lub identyfikator commita</translation>
    </message>
    <message>
        <source>&amp;Usage rights:</source>
        <translation>Prawa do &amp;użycia:</translation>
    </message>
    <message>
        <source>The license or agreement under which you may use the model commercially. Check it before buying hardware.</source>
        <translation>Licencja lub umowa, na podstawie której możesz używać modelu komercyjnie. Sprawdź ją przed zakupem sprzętu.</translation>
    </message>
    <message>
        <source>not given yet</source>
        <translation>jeszcze nie podano</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Which AI model will run? Pick it from the catalog, read it from downloaded files, or type its size.</source>
        <translation>Jaki model AI będzie uruchamiany? Wybierz go z katalogu, odczytaj z pobranych plików lub wpisz jego rozmiar.</translation>
    </message>
    <message>
        <source>Where does the model come from?</source>
        <translation>Skąd pochodzi model?</translation>
    </message>
    <message>
        <source>From the &amp;catalog of common models</source>
        <translation>Z k&amp;atalogu popularnych modeli</translation>
    </message>
    <message>
        <source>From f&amp;iles on this computer (config.json, model folder, GGUF)</source>
        <translation>Z &amp;plików na tym komputerze (config.json, folder modelu, GGUF)</translation>
    </message>
    <message>
        <source>&amp;Type in its size (and shape, if known)</source>
        <translation>Wpi&amp;sz jego rozmiar (i kształt, jeśli jest znany)</translation>
    </message>
    <message>
        <source>&lt;i&gt;No usable model yet — see the marked fields.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Nie ma jeszcze modelu do użycia — zobacz oznaczone pola.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>{count} parameters</source>
        <translation>{count} parametrów</translation>
    </message>
    <message>
        <source>released in {format}</source>
        <translation>wydany w formacie {format}</translation>
    </message>
    <message>
        <source>up to {tokens} tokens of context</source>
        <translation>kontekst do {tokens} tokenów</translation>
    </message>
    <message>
        <source>Using &lt;b&gt;{name}&lt;/b&gt;: {facts}.</source>
        <translation>Wybrano &lt;b&gt;{name}&lt;/b&gt;: {facts}.</translation>
    </message>
    <message>
        <source>The model&apos;s published license is {license}; state the rights you hold.</source>
        <translation>Opublikowana licencja modelu: {license}; podaj prawa, które posiadasz.</translation>
    </message>
    <message>
        <source>For example Apache-2.0, or your agreement.</source>
        <translation>Na przykład Apache-2.0 lub wasza umowa.</translation>
    </message>
</context>
<context>
    <name>OperationsPage</name>
    <message>
        <source>Running it</source>
        <translation>Działanie i utrzymanie</translation>
    </message>
    <message>
        <source>&amp;Data sensitivity:</source>
        <translation>&amp;Wrażliwość danych:</translation>
    </message>
    <message>
        <source>What kind of data the model sees and where it may be processed, e.g. personal data that must stay in the EU.</source>
        <translation>Jakie dane widzi model i gdzie mogą być przetwarzane, np. dane osobowe, które muszą pozostać w UE.</translation>
    </message>
    <message>
        <source>e.g. Customer tickets with personal data; EU only</source>
        <translation>np. zgłoszenia klientów z danymi osobowymi; tylko UE</translation>
    </message>
    <message>
        <source>Stora&amp;ge:</source>
        <translation>Pamięć &amp;masowa:</translation>
    </message>
    <message>
        <source>Disk space for models, logs, datasets and checkpoints.</source>
        <translation>Miejsce na dysku na modele, logi, zbiory danych i checkpointy.</translation>
    </message>
    <message>
        <source>e.g. 2 TB NVMe for models and logs</source>
        <translation>np. 2 TB NVMe na modele i logi</translation>
    </message>
    <message>
        <source>System &amp;RAM:</source>
        <translation>&amp;RAM systemowy:</translation>
    </message>
    <message>
        <source>Any need for the server&apos;s main memory (not GPU memory).</source>
        <translation>Wymagania dotyczące pamięci operacyjnej serwera (nie pamięci GPU).</translation>
    </message>
    <message>
        <source>e.g. at least as much as the GPU memory</source>
        <translation>np. co najmniej tyle, ile pamięci GPU</translation>
    </message>
    <message>
        <source>&amp;Management:</source>
        <translation>&amp;Administracja:</translation>
    </message>
    <message>
        <source>Who looks after the operating system, drivers, monitoring and updates.</source>
        <translation>Kto zajmuje się systemem operacyjnym, sterownikami, monitoringiem i aktualizacjami.</translation>
    </message>
    <message>
        <source>e.g. provider manages OS and drivers</source>
        <translation>np. dostawca zarządza systemem i sterownikami</translation>
    </message>
    <message>
        <source>Bac&amp;kup:</source>
        <translation>&amp;Kopie zapasowe:</translation>
    </message>
    <message>
        <source>What must be backed up, how often, and where.</source>
        <translation>Co trzeba archiwizować, jak często i gdzie.</translation>
    </message>
    <message>
        <source>e.g. weekly configuration backup</source>
        <translation>np. cotygodniowa kopia zapasowa konfiguracji</translation>
    </message>
    <message>
        <source>&amp;Placement:</source>
        <translation>&amp;Lokalizacja:</translation>
    </message>
    <message>
        <source>On premises, colocation, or the provider&apos;s cloud; which country.</source>
        <translation>We własnej serwerowni, w kolokacji czy w chmurze dostawcy; w jakim kraju.</translation>
    </message>
    <message>
        <source>e.g. provider data centre in Germany</source>
        <translation>np. centrum danych dostawcy w Niemczech</translation>
    </message>
    <message>
        <source>&amp;Isolation:</source>
        <translation>&amp;Izolacja:</translation>
    </message>
    <message>
        <source>May GPUs or the server be shared with other customers?</source>
        <translation>Czy GPU lub serwer mogą być współdzielone z innymi klientami?</translation>
    </message>
    <message>
        <source>e.g. dedicated server, no shared GPUs</source>
        <translation>np. serwer dedykowany, bez współdzielonych GPU</translation>
    </message>
    <message>
        <source>&amp;Timeline:</source>
        <translation>&amp;Harmonogram:</translation>
    </message>
    <message>
        <source>When the server is needed, and for how long.</source>
        <translation>Kiedy serwer jest potrzebny i na jak długo.</translation>
    </message>
    <message>
        <source>e.g. from March, 12 months</source>
        <translation>np. od marca, na 12 miesięcy</translation>
    </message>
    <message>
        <source>Pilot test</source>
        <translation>Pilotaż</translation>
    </message>
    <message>
        <source>Pi&amp;lot status:</source>
        <translation>&amp;Status pilotażu:</translation>
    </message>
    <message>
        <source>A pilot runs the real model on a rented or borrowed GPU for a few days to confirm the estimate before buying.</source>
        <translation>Pilotaż to uruchomienie prawdziwego modelu na wynajętym lub pożyczonym GPU przez kilka dni, aby przed zakupem potwierdzić oszacowanie.</translation>
    </message>
    <message>
        <source>no pilot yet</source>
        <translation>brak pilotażu</translation>
    </message>
    <message>
        <source>pilot planned</source>
        <translation>pilotaż zaplanowany</translation>
    </message>
    <message>
        <source>pilot done</source>
        <translation>pilotaż przeprowadzony</translation>
    </message>
    <message>
        <source>Pilot n&amp;otes:</source>
        <translation>&amp;Uwagi o pilotażu:</translation>
    </message>
    <message>
        <source>What was or will be tested, where, and what it showed.</source>
        <translation>Co przetestowano lub zostanie przetestowane, gdzie i co wykazał test.</translation>
    </message>
    <message>
        <source>e.g. two-week trial on a rented 2× H100 server</source>
        <translation>np. dwutygodniowy test na wynajętym serwerze 2× H100</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Eksploatacja</translation>
    </message>
    <message>
        <source>What the provider needs besides GPUs. Plain words are fine; leave empty what does not matter.</source>
        <translation>Czego poza GPU potrzebuje dostawca. Wystarczą proste słowa; pozostaw puste to, co nie ma znaczenia.</translation>
    </message>
    <message>
        <source>No pilot test exists yet: every figure here is an estimate. A short pilot on the real model confirms memory and speed before you buy.</source>
        <translation>Nie przeprowadzono jeszcze pilotażu: każda wartość tutaj jest oszacowaniem. Krótki pilotaż z prawdziwym modelem potwierdzi pamięć i szybkość przed zakupem.</translation>
    </message>
    <message>
        <source>A pilot is planned: compare its measurements with these estimates before ordering.</source>
        <translation>Pilotaż jest zaplanowany: przed zamówieniem porównaj jego pomiary z tymi oszacowaniami.</translation>
    </message>
    <message>
        <source>A pilot was done: its measurements outrank these estimates.</source>
        <translation>Pilotaż został przeprowadzony: jego pomiary mają pierwszeństwo przed tymi oszacowaniami.</translation>
    </message>
</context>
<context>
    <name>Pilot</name>
    <message>
        <source>These results ({tool}) were made with the plan of another workload (&apos;{workload}&apos;, fingerprint {found}; this one is {expected}). They are not compared.</source>
        <translation>Te wyniki ({tool}) powstały według planu innego obciążenia roboczego („{workload}”, odcisk {found}; bieżące ma {expected}). Nie są porównywane.</translation>
    </message>
    <message>
        <source>Import the results of this workload&apos;s own pilot, or open the workload the pilot was made for.</source>
        <translation>Zaimportuj wyniki pilotażu tego obciążenia roboczego albo otwórz obciążenie robocze, dla którego przygotowano pilotaż.</translation>
    </message>
    <message>
        <source>These results ({tool}) are for the model &apos;{found}&apos;, not &apos;{expected}&apos;. They are not compared.</source>
        <translation>Te wyniki ({tool}) dotyczą modelu „{found}”, a nie „{expected}”. Nie są porównywane.</translation>
    </message>
    <message>
        <source>Run the pilot with this workload&apos;s model, or open the workload of the model that was measured.</source>
        <translation>Przeprowadź pilotaż z modelem tego obciążenia roboczego albo otwórz obciążenie robocze zmierzonego modelu.</translation>
    </message>
    <message>
        <source>The measured model has {measured} parameters; this workload&apos;s has {expected}. It is another model, so the results are not compared.</source>
        <translation>Zmierzony model ma {measured} parametrów; model tego obciążenia roboczego ma {expected}. To inny model, więc wyniki nie są porównywane.</translation>
    </message>
    <message>
        <source>Give pilot_memory.py the config.json of this workload&apos;s model (same revision).</source>
        <translation>Przekaż do pilot_memory.py plik config.json modelu tego obciążenia roboczego (ta sama rewizja).</translation>
    </message>
    <message>
        <source>The plan is this workload&apos;s, but the server was asked for &apos;{found}&apos; rather than &apos;{expected}&apos;.</source>
        <translation>Plan należy do tego obciążenia roboczego, ale zapytania do serwera dotyczyły modelu „{found}”, a nie „{expected}”.</translation>
    </message>
    <message>
        <source>Check that the server ran this workload&apos;s model; if it did, the name is only an alias.</source>
        <translation>Sprawdź, czy serwer uruchomił model tego obciążenia roboczego; jeśli tak, nazwa jest tylko aliasem.</translation>
    </message>
    <message>
        <source>These results ({tool}) were made without the kit&apos;s plan.json, so they cannot be tied to this workload for certain; the model name &apos;{model}&apos; matches.</source>
        <translation>Te wyniki ({tool}) powstały bez pliku plan.json z zestawu, więc nie da się ich z pewnością powiązać z tym obciążeniem roboczym; nazwa modelu „{model}” się zgadza.</translation>
    </message>
    <message>
        <source>Run the scripts with --plan plan.json from `headroom pilot kit`.</source>
        <translation>Uruchom skrypty z --plan plan.json z polecenia `headroom pilot kit`.</translation>
    </message>
    <message>
        <source>The {tool} results are incomplete (stopped after {runs:runs}).</source>
        <translation>Wyniki {tool} są niekompletne (wykonano: {runs:runs}).</translation>
    </message>
    <message>
        <source>Run the pilot to the end; the criteria are judged on the runs that are there.</source>
        <translation>Przeprowadź pilotaż do końca; kryteria są oceniane na podstawie przebiegów, które zostały wykonane.</translation>
    </message>
    <message>
        <source>No GPU memory was sampled during the load test (nvidia-smi was not on the host that ran pilot_serve.py).</source>
        <translation>Podczas testu obciążeniowego nie próbkowano pamięci GPU (na hoście, na którym uruchomiono pilot_serve.py, nie było nvidia-smi).</translation>
    </message>
    <message>
        <source>Run pilot_serve.py on the GPU server itself, or record the peak memory from nvidia-smi by hand.</source>
        <translation>Uruchom pilot_serve.py bezpośrednio na serwerze GPU albo ręcznie zapisz szczytowe zużycie pamięci z nvidia-smi.</translation>
    </message>
    <message>
        <source>{runtime} reserves about {share} of each GPU at start: nvidia-smi shows that reservation, not the memory the work needs.</source>
        <translation>{runtime} przy starcie rezerwuje około {share} każdego GPU: nvidia-smi pokazuje tę rezerwację, a nie pamięć potrzebną do pracy.</translation>
    </message>
    <message>
        <source>Judge memory by errors and preemptions at each concurrency, and by pilot_memory.py&apos;s components.</source>
        <translation>Oceniaj pamięć na podstawie błędów i wywłaszczeń przy każdej liczbie równoległych zapytań oraz składowych z pilot_memory.py.</translation>
    </message>
    <message>
        <source>Measured peak GPU memory {measured_bytes} is above the high estimate {high_bytes}.</source>
        <translation>Zmierzone szczytowe zużycie pamięci GPU {measured_bytes} przekracza górne oszacowanie {high_bytes}.</translation>
    </message>
    <message>
        <source>Leave more headroom than the estimate suggests, or check what else ran on the GPU.</source>
        <translation>Zostaw większy zapas pamięci, niż wynika z oszacowania, albo sprawdź, co jeszcze działało na GPU.</translation>
    </message>
    <message>
        <source>The memory run {run} ran out of GPU memory.</source>
        <translation>W przebiegu pomiaru pamięci {run} zabrakło pamięci GPU.</translation>
    </message>
    <message>
        <source>Keep the result, change one factor (e.g. the micro-batch), repeat the same work, and find the boundary.</source>
        <translation>Zachowaj wynik, zmień jeden czynnik (np. micro-batch), powtórz tę samą pracę i znajdź granicę.</translation>
    </message>
    <message>
        <source>The memory run {run} failed before it finished.</source>
        <translation>Przebieg pomiaru pamięci {run} zakończył się błędem przed ukończeniem.</translation>
    </message>
    <message>
        <source>See the error in its results file; fix it and repeat the same run.</source>
        <translation>Sprawdź błąd w jego pliku wyników; usuń przyczynę i powtórz ten sam przebieg.</translation>
    </message>
    <message>
        <source>The memory run {run} ran on the CPU: parameter counts and tensor sizes only, no GPU memory.</source>
        <translation>Przebieg pomiaru pamięci {run} wykonano na CPU: tylko liczby parametrów i rozmiary tensorów, bez pamięci GPU.</translation>
    </message>
    <message>
        <source>Run pilot_memory.py on the GPU (--device cuda) to measure memory.</source>
        <translation>Uruchom pilot_memory.py na GPU (--device cuda), aby zmierzyć pamięć.</translation>
    </message>
    <message>
        <source>The memory run {run} used another batch or length than the workload: its components are shown without an estimate.</source>
        <translation>Przebieg pomiaru pamięci {run} użył innego batcha lub innej długości niż obciążenie robocze: jego składowe są pokazane bez oszacowania.</translation>
    </message>
    <message>
        <source>{metric}: measured {measured}, outside the estimate&apos;s range (bound {bound}).</source>
        <translation>{metric}: zmierzono {measured}, poza zakresem oszacowania (granica {bound}).</translation>
    </message>
    <message>
        <source>The measurement decides; check the server&apos;s settings (precision, batch, parallelism) against the plan.</source>
        <translation>Decyduje pomiar; porównaj ustawienia serwera (precyzję, batch, równoległość) z planem.</translation>
    </message>
    <message>
        <source>The criteria held only up to {boundary} concurrent requests; {requested} were required.</source>
        <translation>Kryteria były spełnione tylko do {boundary} równoległych zapytań; wymagano {requested}.</translation>
    </message>
    <message>
        <source>Change one factor (a larger GPU, a smaller precision, fewer requests at once) and repeat the same runs.</source>
        <translation>Zmień jeden czynnik (większy GPU, niższa precyzja, mniej zapytań naraz) i powtórz te same przebiegi.</translation>
    </message>
    <message>
        <source>Answers were cut off before they were complete (no finish_reason, or far shorter than asked) in {runs}: {answers} in all. They count as failures.</source>
        <translation>Odpowiedzi zostały ucięte przed ukończeniem (bez finish_reason lub znacznie krótsze niż żądano) w {runs}: łącznie {answers}. Liczą się jako błędy.</translation>
    </message>
    <message>
        <source>Check the server&apos;s settings: some servers stop a running answer when a new request arrives (llama-cpp-python&apos;s interrupt_requests), or the context is too small for the input and the output.</source>
        <translation>Sprawdź ustawienia serwera: niektóre serwery przerywają bieżącą odpowiedź, gdy przychodzi nowe żądanie (interrupt_requests w llama-cpp-python), albo kontekst jest za mały na wejście i wyjście.</translation>
    </message>
    <message>
        <source>Fewer requests were in flight than planned in {runs}: at most {reached} instead of {planned}. Concurrency is judged on what was reached.</source>
        <translation>W {runs} jednocześnie trwało mniej żądań niż zaplanowano: najwyżej {reached} zamiast {planned}. Współbieżność jest oceniana według osiągniętej.</translation>
    </message>
    <message>
        <source>Run the plan without --max-requests, or with at least as many requests as each run&apos;s concurrency.</source>
        <translation>Uruchom plan bez --max-requests albo z co najmniej tyloma żądaniami, ile wynosi współbieżność każdego przebiegu.</translation>
    </message>
    <message>
        <source>These results come from an older pilot_serve.py that did not record the concurrency reached: each run is taken at no more than its number of requests.</source>
        <translation>Te wyniki pochodzą ze starszego pilot_serve.py, który nie zapisywał osiągniętej współbieżności: dla każdego przebiegu przyjmuje się ją nie większą niż liczba jego żądań.</translation>
    </message>
    <message>
        <source>Run the kit&apos;s current pilot_serve.py to measure the concurrency reached.</source>
        <translation>Uruchom aktualny pilot_serve.py z zestawu, aby zmierzyć osiągniętą współbieżność.</translation>
    </message>
    <message>
        <source>The server reported no token counts and offers no tokenize endpoint: prompt lengths were assumed at 1 token per word, so the input lengths are uncertain.</source>
        <translation>Serwer nie podał liczby tokenów i nie udostępnia endpointu tokenizacji: długość promptów przyjęto jako 1 token na słowo, więc długości wejścia są niepewne.</translation>
    </message>
    <message>
        <source>Use a server that reports usage or offers /tokenize, or check the prompt lengths in the server&apos;s log.</source>
        <translation>Użyj serwera, który podaje usage lub udostępnia /tokenize, albo sprawdź długości promptów w logu serwera.</translation>
    </message>
    <message>
        <source>Output tokens in {runs} were estimated from stream chunks, not counted by the server: the rates are uncertain.</source>
        <translation>Tokeny wyjściowe w {runs} oszacowano na podstawie fragmentów strumienia, a nie policzył ich serwer: szybkości są niepewne.</translation>
    </message>
    <message>
        <source>Use a server that reports usage in the stream or offers /tokenize.</source>
        <translation>Użyj serwera, który podaje usage w strumieniu lub udostępnia /tokenize.</translation>
    </message>
    <message>
        <source>Answers in {runs} arrived in a burst ({answers} in all), faster than a GPU can decode: that is no decode rate, so it is left out.</source>
        <translation>Odpowiedzi w {runs} przyszły naraz (łącznie {answers}), szybciej, niż GPU może dekodować: to nie jest szybkość dekodowania, więc ją pominięto.</translation>
    </message>
    <message>
        <source>Check for a proxy or a server setting that buffers the stream, then repeat the run.</source>
        <translation>Sprawdź, czy proxy lub ustawienie serwera nie buforuje strumienia, a potem powtórz przebieg.</translation>
    </message>
    <message>
        <source>{metric} in {run}: measured {measured}, more than any GPU can decode for this model one token at a time ({bound}). The text arrived in bursts, or the server decodes speculatively; the rate is not used.</source>
        <translation>{metric} w {run}: zmierzono {measured}, więcej, niż jakikolwiek GPU może dekodować dla tego modelu po jednym tokenie ({bound}). Tekst przyszedł partiami albo serwer dekoduje spekulatywnie; ta szybkość nie jest używana.</translation>
    </message>
    <message>
        <source>Check for a proxy or a server that buffers the stream, and that the server ran the planned model.</source>
        <translation>Sprawdź, czy proxy lub serwer nie buforuje strumienia i czy serwer uruchomił zaplanowany model.</translation>
    </message>
    <message>
        <source>The server ignored the request fields {parameters}: token counts were taken from the server otherwise, and answers may be shorter than planned.</source>
        <translation>Serwer zignorował pola żądania {parameters}: liczby tokenów pobrano z serwera w inny sposób, a odpowiedzi mogą być krótsze niż zaplanowano.</translation>
    </message>
    <message>
        <source>Check by hand: {text}</source>
        <translation>Sprawdź ręcznie: {text}</translation>
    </message>
    <message>
        <source>Judge the answers on representative data you are allowed to process.</source>
        <translation>Oceń odpowiedzi na reprezentatywnych danych, które możesz przetwarzać.</translation>
    </message>
    <message>
        <source>No long input was given: the long case is {multiple} × the typical input ({tokens} tokens).</source>
        <translation>Nie podano długiego wejścia: przypadek długi to {multiple} × typowe wejście (tokeny: {tokens}).</translation>
    </message>
    <message>
        <source>The long input is capped at {tokens} tokens to stay within the model&apos;s context of {max_context}.</source>
        <translation>Długie wejście ograniczono do {tokens} tokenów, aby zmieścić się w kontekście modelu ({max_context}).</translation>
    </message>
    <message>
        <source>pilot_memory.py has no {asked}; it measures with {used}, which holds at least as much state.</source>
        <translation>pilot_memory.py nie obsługuje {asked}; mierzy zamiast tego z {used}, co oznacza co najmniej tyle samo stanu w pamięci.</translation>
    </message>
    <message>
        <source>pilot_memory.py puts LoRA on all linear layers, not only on {asked}: its adapters are larger than planned.</source>
        <translation>pilot_memory.py nakłada LoRA na wszystkie warstwy liniowe, nie tylko na {asked}: jego adaptery są większe niż planowano.</translation>
    </message>
    <message>
        <source>pilot_memory.py trains in 16-bit without fp32 master weights: its optimizer states are smaller than the mixed-precision estimate.</source>
        <translation>pilot_memory.py trenuje w 16 bitach bez wag głównych fp32: jego stany optymalizatora są mniejsze niż w oszacowaniu dla mieszanej precyzji.</translation>
    </message>
    <message>
        <source>pilot_memory.py builds 16-bit weights only, so it cannot measure {format}; the load test&apos;s GPU memory samples stand in.</source>
        <translation>pilot_memory.py buduje tylko wagi 16-bitowe, więc nie może zmierzyć formatu {format}; zastępują to próbki pamięci GPU z testu obciążeniowego.</translation>
    </message>
    <message>
        <source>pilot_memory.py uses one GPU; the work is split over {gpus}, so compare its figures with a one-GPU estimate.</source>
        <translation>pilot_memory.py używa jednego GPU; praca jest rozdzielona na {gpus}, więc porównuj jego wyniki z oszacowaniem dla jednego GPU.</translation>
    </message>
    <message>
        <source>On {server} the estimate fits at most {concurrency} concurrent sequences in memory: that level is tested too.</source>
        <translation>Według oszacowania na {server} maksymalna liczba równoległych sekwencji mieszczących się w pamięci to {concurrency}; ten poziom też jest testowany.</translation>
    </message>
    <message>
        <source>On {server} the estimate fits a micro-batch of at most {concurrency} in memory: that micro-batch is measured too.</source>
        <translation>Według oszacowania na {server} największy micro-batch mieszczący się w pamięci to {concurrency}; ten micro-batch też jest mierzony.</translation>
    </message>
    <message>
        <source>Speculative decoding ({method}, {num_tokens} tokens per step): the estimate assumes each proposed token is accepted with probability {assumed}. Read the real rate during the load test (vLLM /metrics: vllm:spec_decode_num_accepted_tokens ÷ vllm:spec_decode_num_draft_tokens; SGLang logs the accept length) and enter it as speculative.acceptance_rate.</source>
        <translation>Dekodowanie spekulatywne ({method}, {num_tokens} tokenów na krok): szacunek zakłada, że każdy zaproponowany token jest przyjmowany z prawdopodobieństwem {assumed}. Odczytaj rzeczywisty odsetek podczas testu obciążenia (vLLM /metrics: vllm:spec_decode_num_accepted_tokens ÷ vllm:spec_decode_num_draft_tokens; SGLang zapisuje długość akceptacji w logach) i wpisz go jako speculative.acceptance_rate.</translation>
    </message>
    <message>
        <source>An encoder model generates no tokens: the load test measures completions and does not apply.</source>
        <translation>Model enkoderowy nie generuje tokenów: test obciążeniowy mierzy generowanie odpowiedzi (completions), więc nie ma tu zastosowania.</translation>
    </message>
    <message>
        <source>Planned concurrency is capped at {concurrency}.</source>
        <translation>Planowaną liczbę równoległych zapytań ograniczono do {concurrency}.</translation>
    </message>
    <message>
        <source>Exact model revision (commit or version)</source>
        <translation>Dokładna rewizja modelu (commit lub wersja)</translation>
    </message>
    <message>
        <source>Runtime version (vLLM, SGLang, TGI, llama.cpp, Ollama ...)</source>
        <translation>Wersja środowiska uruchomieniowego (vLLM, SGLang, TGI, llama.cpp, Ollama ...)</translation>
    </message>
    <message>
        <source>Framework versions (PyTorch, transformers, peft, CUDA)</source>
        <translation>Wersje frameworków (PyTorch, transformers, peft, CUDA)</translation>
    </message>
    <message>
        <source>GPU driver version</source>
        <translation>Wersja sterownika GPU</translation>
    </message>
    <message>
        <source>GPU model and count</source>
        <translation>Model i liczba GPU</translation>
    </message>
    <message>
        <source>Precision of weights and KV cache as launched</source>
        <translation>Precyzja wag i KV cache przy uruchomieniu</translation>
    </message>
    <message>
        <source>The exact launch command and its parameters</source>
        <translation>Dokładne polecenie uruchomienia i jego parametry</translation>
    </message>
    <message>
        <source>First start: time from launch to the first answer (download, loading) — apart</source>
        <translation>Pierwszy start: czas od uruchomienia do pierwszej odpowiedzi (pobieranie, wczytywanie) — osobno</translation>
    </message>
    <message>
        <source>Warm-up requests, kept apart from the measured ones</source>
        <translation>Zapytania rozgrzewkowe (warm-up), oddzielone od mierzonych</translation>
    </message>
    <message>
        <source>Peak GPU memory</source>
        <translation>Szczytowe zużycie pamięci GPU</translation>
    </message>
    <message>
        <source>Errors, timeouts and out-of-memory events</source>
        <translation>Błędy, przekroczenia limitu czasu i zdarzenia braku pamięci (OOM)</translation>
    </message>
    <message>
        <source>Time to first token (p50, p95)</source>
        <translation>Czas do pierwszego tokenu (p50, p95)</translation>
    </message>
    <message>
        <source>Tokens/s per request and in aggregate</source>
        <translation>Tokeny/s na zapytanie i łącznie</translation>
    </message>
    <message>
        <source>Time per training step</source>
        <translation>Czas kroku treningowego</translation>
    </message>
    <message>
        <source>Training tokens/s at the planned shape</source>
        <translation>Tokeny/s treningu przy zaplanowanym kształcie</translation>
    </message>
    <message>
        <source>Which data was used (representative, and allowed to be processed)</source>
        <translation>Jakich danych użyto (reprezentatywnych i dozwolonych do przetwarzania)</translation>
    </message>
    <message>
        <source>recorded by pilot_serve.py</source>
        <translation>rejestruje pilot_serve.py</translation>
    </message>
    <message>
        <source>recorded by pilot_memory.py</source>
        <translation>rejestruje pilot_memory.py</translation>
    </message>
    <message>
        <source>recorded by the scripts</source>
        <translation>rejestrują skrypty</translation>
    </message>
    <message>
        <source>write it down</source>
        <translation>zapisz ręcznie</translation>
    </message>
    <message>
        <source>No errors or timeouts at up to {concurrency} concurrent requests</source>
        <translation>Brak błędów i przekroczeń limitu czasu do {concurrency} równoległych zapytań</translation>
    </message>
    <message>
        <source>Time to first token, p95, at most {target_s} (typical input)</source>
        <translation>Czas do pierwszego tokenu, p95, najwyżej {target_s} (typowe wejście)</translation>
    </message>
    <message>
        <source>Tokens/s per user, median, at least {target}</source>
        <translation>Tokeny/s na użytkownika, mediana, co najmniej {target}</translation>
    </message>
    <message>
        <source>Aggregate tokens/s at {concurrency} concurrent, at least {target}</source>
        <translation>Łączne tokeny/s przy liczbie równoległych zapytań {concurrency}: co najmniej {target}</translation>
    </message>
    <message>
        <source>Quality (judged by hand): {text}</source>
        <translation>Jakość (ocena ręczna): {text}</translation>
    </message>
    <message>
        <source>Time for the whole dataset at the speed run&apos;s tokens/s, at most {target_h} h</source>
        <translation>Czas na cały zbiór danych przy tokenach/s przebiegu szybkości, najwyżej {target_h} h</translation>
    </message>
    <message>
        <source>Time for the whole dataset at the speed run&apos;s tokens/s (no target: reported)</source>
        <translation>Czas na cały zbiór danych przy tokenach/s przebiegu szybkości (bez celu: tylko podawany)</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>spełnione</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>niespełnione</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nie zmierzono</translation>
    </message>
    <message>
        <source>check by hand</source>
        <translation>sprawdź ręcznie</translation>
    </message>
    <message>
        <source>reported</source>
        <translation>podawane</translation>
    </message>
    <message>
        <source>Accepted: every must-have criterion holds</source>
        <translation>Zaakceptowano: wszystkie kryteria obowiązkowe są spełnione</translation>
    </message>
    <message>
        <source>Not accepted: a must-have criterion failed</source>
        <translation>Nie zaakceptowano: kryterium obowiązkowe nie zostało spełnione</translation>
    </message>
    <message>
        <source>Incomplete: some criteria were not measured</source>
        <translation>Niekompletne: niektórych kryteriów nie zmierzono</translation>
    </message>
    <message>
        <source>Measured (no measurable criteria)</source>
        <translation>Zmierzono (brak mierzalnych kryteriów)</translation>
    </message>
    <message>
        <source>Not compared: the results are from another model or workload</source>
        <translation>Nie porównano: wyniki dotyczą innego modelu lub obciążenia roboczego</translation>
    </message>
    <message>
        <source>No measurements in the results</source>
        <translation>Brak pomiarów w wynikach</translation>
    </message>
    <message>
        <source>within the estimate</source>
        <translation>w zakresie oszacowania</translation>
    </message>
    <message>
        <source>below the estimate</source>
        <translation>poniżej oszacowania</translation>
    </message>
    <message>
        <source>above the estimate</source>
        <translation>powyżej oszacowania</translation>
    </message>
    <message>
        <source>no estimate</source>
        <translation>brak oszacowania</translation>
    </message>
    <message>
        <source>Peak GPU memory (nvidia-smi, per GPU)</source>
        <translation>Szczytowe zużycie pamięci GPU (nvidia-smi, na GPU)</translation>
    </message>
    <message>
        <source>Peak PyTorch reserved memory</source>
        <translation>Szczytowa pamięć zarezerwowana przez PyTorch</translation>
    </message>
    <message>
        <source>Time to first token, typical input</source>
        <translation>Czas do pierwszego tokenu, typowe wejście</translation>
    </message>
    <message>
        <source>Time to first token, long input</source>
        <translation>Czas do pierwszego tokenu, długie wejście</translation>
    </message>
    <message>
        <source>Tokens/s per user</source>
        <translation>Tokeny/s na użytkownika</translation>
    </message>
    <message>
        <source>Aggregate tokens/s</source>
        <translation>Łączne tokeny/s</translation>
    </message>
    <message>
        <source>warm-up (not measured)</source>
        <translation>rozgrzewka (bez pomiaru)</translation>
    </message>
    <message>
        <source>single request</source>
        <translation>pojedyncze zapytanie</translation>
    </message>
    <message>
        <source>the requested concurrency</source>
        <translation>wymagana liczba równoległych zapytań</translation>
    </message>
    <message>
        <source>past the requested concurrency</source>
        <translation>powyżej wymaganej liczby równoległych zapytań</translation>
    </message>
    <message>
        <source>the estimated memory boundary</source>
        <translation>szacowana granica pamięci</translation>
    </message>
    <message>
        <source>the planned settings</source>
        <translation>planowane ustawienia</translation>
    </message>
    <message>
        <source>the long input</source>
        <translation>długie wejście</translation>
    </message>
    <message>
        <source>one step up: micro-batch</source>
        <translation>o krok wyżej: micro-batch</translation>
    </message>
    <message>
        <source>one step up: sequence length</source>
        <translation>o krok wyżej: długość sekwencji</translation>
    </message>
    <message>
        <source>speed: a few hundred steps, timed</source>
        <translation>szybkość: kilkaset kroków z pomiarem czasu</translation>
    </message>
    <message>
        <source>Keep the failed run&apos;s results and its exact command; do not change everything at once.</source>
        <translation>Zachowaj wyniki nieudanego przebiegu i jego dokładne polecenie; nie zmieniaj wszystkiego naraz.</translation>
    </message>
    <message>
        <source>Change one factor, the first that applies: {factors}.</source>
        <translation>Zmień jeden czynnik — pierwszy, który ma zastosowanie: {factors}.</translation>
    </message>
    <message>
        <source>Repeat the same work: the same plan, inputs and number of requests.</source>
        <translation>Powtórz tę samą pracę: ten sam plan, te same wejścia i tę samą liczbę zapytań.</translation>
    </message>
    <message>
        <source>Step between the last run that held and the first that failed until the boundary where the acceptance criteria stop holding is known.</source>
        <translation>Wykonuj przebiegi pomiędzy ostatnim udanym a pierwszym nieudanym, aż poznasz granicę, za którą kryteria akceptacji przestają być spełnione.</translation>
    </message>
    <message>
        <source>Record both: the setting that works and the boundary past which it does not.</source>
        <translation>Zapisz jedno i drugie: ustawienie, które działa, i granicę, za którą przestaje działać.</translation>
    </message>
    <message>
        <source>fewer concurrent requests</source>
        <translation>mniej równoległych zapytań</translation>
    </message>
    <message>
        <source>a shorter context</source>
        <translation>krótszy kontekst</translation>
    </message>
    <message>
        <source>a smaller KV-cache precision</source>
        <translation>niższa precyzja KV cache</translation>
    </message>
    <message>
        <source>the runtime&apos;s GPU memory share</source>
        <translation>udział pamięci GPU dla środowiska uruchomieniowego</translation>
    </message>
    <message>
        <source>a smaller weight precision</source>
        <translation>niższa precyzja wag</translation>
    </message>
    <message>
        <source>more GPUs per model</source>
        <translation>więcej GPU na model</translation>
    </message>
    <message>
        <source>a smaller micro-batch (more gradient accumulation)</source>
        <translation>mniejszy micro-batch (więcej akumulacji gradientu)</translation>
    </message>
    <message>
        <source>gradient checkpointing on</source>
        <translation>włączony gradient checkpointing</translation>
    </message>
    <message>
        <source>a shorter sequence length</source>
        <translation>krótsza długość sekwencji</translation>
    </message>
    <message>
        <source>an 8-bit optimizer</source>
        <translation>8-bitowy optymalizator</translation>
    </message>
    <message>
        <source>a smaller LoRA rank</source>
        <translation>niższy rank LoRA</translation>
    </message>
    <message>
        <source>ZeRO / FSDP sharding</source>
        <translation>sharding ZeRO / FSDP</translation>
    </message>
    <message>
        <source>{hours} h</source>
        <translation>{hours} h</translation>
    </message>
</context>
<context>
    <name>PilotFiles</name>
    <message>
        <source>The work does not run there</source>
        <translation>Zadanie tam nie działa</translation>
    </message>
    <message>
        <source>On {server} the work as specified does not fit or misses a must-have. Write a pilot kit for it anyway?</source>
        <translation>Na {server} zadanie w podanej postaci się nie mieści lub nie spełnia wymogu obowiązkowego. Mimo to zapisać dla niego zestaw pilotażowy?</translation>
    </message>
    <message>
        <source>Folder for the pilot kit</source>
        <translation>Folder na zestaw pilotażowy</translation>
    </message>
    <message>
        <source>Folder not empty</source>
        <translation>Folder nie jest pusty</translation>
    </message>
    <message>
        <source>{folder} already holds files. Write the kit into it anyway? Files of the kit&apos;s names are replaced; other files are kept.</source>
        <translation>{folder} zawiera już pliki. Czy mimo to zapisać w nim zestaw? Pliki o nazwach takich jak w zestawie zostaną zastąpione; pozostałe pliki zostaną zachowane.</translation>
    </message>
    <message>
        <source>{path} is not a folder.</source>
        <translation>{path} nie jest folderem.</translation>
    </message>
    <message>
        <source>{path} already holds files.</source>
        <translation>{path} zawiera już pliki.</translation>
    </message>
    <message>
        <source>Cannot write into {path}: {reason}</source>
        <translation>Nie można zapisywać w {path}: {reason}</translation>
    </message>
    <message>
        <source>Pilot kit not written</source>
        <translation>Nie zapisano zestawu pilotażowego</translation>
    </message>
    <message>
        <source>Wrote the pilot kit to {folder}</source>
        <translation>Zapisano zestaw pilotażowy w {folder}</translation>
    </message>
    <message>
        <source>Pilot kit written</source>
        <translation>Zapisano zestaw pilotażowy</translation>
    </message>
    <message>
        <source>The pilot kit is in {folder} ({n} files).

Next: give this folder to whoever runs the trial server. They follow README.md, run pilot_serve.py (and pilot_memory.py) there, and send back results.json. Then choose Import results… here to hold the measurements against the estimate.</source>
        <translation>Zestaw pilotażowy znajduje się w {folder} (liczba plików: {n}).

Dalej: przekaż ten folder osobie obsługującej serwer testowy. Postępuje ona zgodnie z README.md, uruchamia tam pilot_serve.py (i pilot_memory.py) i odsyła results.json. Następnie wybierz tutaj Importuj wyniki…, aby porównać pomiary z oszacowaniem.</translation>
    </message>
    <message>
        <source>Import pilot results</source>
        <translation>Importuj wyniki pilotażu</translation>
    </message>
    <message>
        <source>Pilot results (*.json);;All files (*)</source>
        <translation>Wyniki pilotażu (*.json);;Wszystkie pliki (*)</translation>
    </message>
</context>
<context>
    <name>PilotKit</name>
    <message>
        <source>Pilot for “{name}”</source>
        <translation>Pilotaż dla „{name}”</translation>
    </message>
    <message>
        <source>An estimate is a first filter; a pilot on representative data decides. This folder holds a small experiment that checks the estimate for this workload on a real server, and the scripts that measure it. Hand it to whoever runs the trial server, then bring the results back to Headroom.</source>
        <translation>Oszacowanie to pierwszy filtr; decyduje pilotaż na reprezentatywnych danych. Ten folder zawiera mały eksperyment, który sprawdza oszacowanie dla tego obciążenia roboczego na prawdziwym serwerze, oraz skrypty, które wykonują pomiary. Przekaż go osobie obsługującej serwer testowy, a następnie wczytaj wyniki z powrotem do Headroom.</translation>
    </message>
    <message>
        <source>Use data similar to the real data that you are allowed to process (anonymised where needed). The load test sends synthetic prompts of the planned lengths; judge quality separately on representative data.</source>
        <translation>Używaj danych podobnych do rzeczywistych, które możesz przetwarzać (w razie potrzeby zanonimizowanych). Test obciążeniowy wysyła syntetyczne prompty o planowanych długościach; jakość oceniaj osobno na reprezentatywnych danych.</translation>
    </message>
    <message>
        <source>What is in this folder</source>
        <translation>Zawartość folderu</translation>
    </message>
    <message>
        <source>the runs, criteria and rules of this pilot (both scripts read it)</source>
        <translation>przebiegi, kryteria i zasady tego pilotażu (czytają go oba skrypty)</translation>
    </message>
    <message>
        <source>load test of an OpenAI-compatible endpoint; Python 3.8+, standard library only</source>
        <translation>test obciążeniowy endpointu zgodnego z OpenAI; Python 3.8+, tylko biblioteka standardowa</translation>
    </message>
    <message>
        <source>GPU memory of the model at the planned batch, from its config.json with random weights (PyTorch + transformers; peft for LoRA; bitsandbytes for QLoRA); downloads nothing</source>
        <translation>pamięć GPU modelu przy planowanym batchu, na podstawie jego config.json z losowymi wagami (PyTorch + transformers; peft dla LoRA; bitsandbytes dla QLoRA); niczego nie pobiera</translation>
    </message>
    <message>
        <source>the workload this pilot was made for</source>
        <translation>obciążenie robocze, dla którego przygotowano ten pilotaż</translation>
    </message>
    <message>
        <source>the model&apos;s config.json, for pilot_memory.py</source>
        <translation>config.json modelu, dla pilot_memory.py</translation>
    </message>
    <message>
        <source>Put the model&apos;s config.json (from the exact revision that will run; no weights are needed) in this folder before running pilot_memory.py.</source>
        <translation>Przed uruchomieniem pilot_memory.py umieść w tym folderze config.json modelu (z dokładnie tej rewizji, która będzie uruchamiana; wagi nie są potrzebne).</translation>
    </message>
    <message>
        <source>The workload</source>
        <translation>Obciążenie robocze</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>Rewizja</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Tryb</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>Środowisko uruchomieniowe</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>Framework</translation>
    </message>
    <message>
        <source>the training pilot: memory at the planned shape and one step up, and a speed run of a few hundred steps that times each step (PyTorch + transformers; peft for LoRA; bitsandbytes for QLoRA), from config.json with random weights; downloads nothing</source>
        <translation>pilotaż treningu: pamięć przy zaplanowanym kształcie i o krok wyżej oraz przebieg szybkości z kilkuset kroków, z pomiarem każdego kroku (PyTorch + transformers; peft dla LoRA; bitsandbytes dla QLoRA), z config.json z losowymi wagami; niczego nie pobiera</translation>
    </message>
    <message>
        <source>On the GPU the training will run on, with the framework versions it will use. pilot_memory.py builds the model from config.json with random weights, trains on random tokens of the planned length and records the peak memory (torch.cuda.max_memory_reserved) and the components it can separate. The speed run times {steps} steps and leaves out the first tenth as warm-up: its step time and tokens/s give the time for the dataset. Without CUDA the script still runs on the CPU, notes that no GPU memory was measured, and its timings say nothing about the GPU.</source>
        <translation>Na GPU, na którym będzie działał trening, z wersjami frameworków, które będą używane. pilot_memory.py buduje model z config.json z losowymi wagami, trenuje na losowych tokenach zaplanowanej długości i zapisuje szczytową pamięć (torch.cuda.max_memory_reserved) oraz składniki, które potrafi rozdzielić. Przebieg szybkości mierzy {steps} kroków i pomija pierwszą dziesiątą część jako rozgrzewkę: jego czas kroku i tokeny/s dają czas na cały zbiór danych. Bez CUDA skrypt nadal działa na CPU, odnotowuje, że pamięć GPU nie została zmierzona, a jego pomiary czasu nic nie mówią o GPU.</translation>
    </message>
    <message>
        <source>Precision (weights / KV cache)</source>
        <translation>Precyzja (wagi / KV cache)</translation>
    </message>
    <message>
        <source>Input / long input / output tokens</source>
        <translation>Tokeny wejścia / długiego wejścia / wyjścia</translation>
    </message>
    <message>
        <source>Concurrent requests</source>
        <translation>Równoległe zapytania</translation>
    </message>
    <message>
        <source>Sequence length / micro-batch</source>
        <translation>Długość sekwencji / micro-batch</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Workload fingerprint</source>
        <translation>Odcisk obciążenia roboczego</translation>
    </message>
    <message>
        <source>not given — record it</source>
        <translation>nie podano — zapisz</translation>
    </message>
    <message>
        <source>1. Start the model server</source>
        <translation>1. Uruchom serwer modelu</translation>
    </message>
    <message>
        <source>Start it as it will run in production: the same model revision, precision, context and runtime version. An example for {runtime} with this workload&apos;s settings (replace HOST with the server&apos;s address):</source>
        <translation>Uruchom go tak, jak będzie działał produkcyjnie: ta sama rewizja modelu, precyzja, kontekst i wersja środowiska uruchomieniowego. Przykład dla {runtime} z ustawieniami tego obciążenia roboczego (zastąp HOST adresem serwera):</translation>
    </message>
    <message>
        <source>{runtime} has no OpenAI-compatible server of its own; the example uses vLLM. Any OpenAI-compatible server will do.</source>
        <translation>{runtime} nie ma własnego serwera zgodnego z OpenAI; przykład używa vLLM. Wystarczy dowolny serwer zgodny z OpenAI.</translation>
    </message>
    <message>
        <source>Once it is up:</source>
        <translation>Gdy serwer już działa:</translation>
    </message>
    <message>
        <source>If the server knows the model under another name (an Ollama tag, a llama.cpp alias), give that name to pilot_serve.py&apos;s --model: the plan&apos;s fingerprint still ties the results to this workload.</source>
        <translation>Jeśli serwer zna model pod inną nazwą (tag Ollama, alias llama.cpp), podaj tę nazwę w opcji --model skryptu pilot_serve.py: odcisk planu i tak powiąże wyniki z tym obciążeniem roboczym.</translation>
    </message>
    <message>
        <source>Write down the time from starting the server to its first answer. This first start (download, loading, compilation) is recorded apart: it is not an ordinary request.</source>
        <translation>Zapisz czas od uruchomienia serwera do jego pierwszej odpowiedzi. Ten pierwszy start (pobieranie, wczytywanie, kompilacja) jest rejestrowany osobno: nie jest zwykłym zapytaniem.</translation>
    </message>
    <message>
        <source>2. Run the load test</source>
        <translation>2. Uruchom test obciążeniowy</translation>
    </message>
    <message>
        <source>On the GPU server itself (so that nvidia-smi can sample GPU memory), or on any host that reaches the endpoint. It contacts nothing but the --base-url you give:</source>
        <translation>Bezpośrednio na serwerze GPU (aby nvidia-smi mogło próbkować pamięć GPU) albo na dowolnym hoście, który ma dostęp do endpointu. Skrypt łączy się wyłącznie z podanym adresem --base-url:</translation>
    </message>
    <message>
        <source>The runs, in order. The warm-up comes first and is kept apart from the measurements:</source>
        <translation>Przebiegi w kolejności. Rozgrzewka (warm-up) jest pierwsza i oddzielona od pomiarów:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Przebieg</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Tokeny wejścia</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Tokeny wyjścia</translation>
    </message>
    <message>
        <source>Concurrent</source>
        <translation>Równoległe</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Zapytania</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Po co</translation>
    </message>
    <message>
        <source>--api chat uses /chat/completions; --max-requests N shortens every run; --timeout S changes the {timeout} s limit per request. The script writes results.json after every run, so an interrupted pilot keeps what it measured.</source>
        <translation>--api chat używa /chat/completions; --max-requests N skraca każdy przebieg; --timeout S zmienia limit {timeout} s na zapytanie. Skrypt zapisuje results.json po każdym przebiegu, więc przerwany pilotaż zachowuje to, co zdążył zmierzyć.</translation>
    </message>
    <message>
        <source>{n}. Measure memory</source>
        <translation>{n}. Zmierz pamięć</translation>
    </message>
    <message>
        <source>{n}. Measure memory and speed</source>
        <translation>{n}. Zmierz pamięć i szybkość</translation>
    </message>
    <message>
        <source>With --calibrate, Headroom keeps what was measured as a calibration of that server: its speed figures for this model, precision and runtime are then the measured ones.</source>
        <translation>Z --calibrate Headroom zachowuje to, co zmierzono, jako kalibrację tego serwera: jego wskaźniki szybkości dla tego modelu, precyzji i środowiska uruchomieniowego stają się zmierzonymi.</translation>
    </message>
    <message>
        <source>On a machine with the same GPU, PyTorch and transformers. pilot_memory.py builds the model from config.json with random weights, runs the planned work and records the peak memory and the components it can separate (weights, KV cache or activations, gradients, optimizer states):</source>
        <translation>Na maszynie z tym samym GPU, PyTorch i transformers. pilot_memory.py buduje model z config.json z losowymi wagami, wykonuje planowaną pracę i rejestruje szczytowe zużycie pamięci oraz składowe, które potrafi rozdzielić (wagi, KV cache lub aktywacje, gradienty, stany optymalizatora):</translation>
    </message>
    <message>
        <source>No memory run is planned for this workload.</source>
        <translation>Dla tego obciążenia roboczego nie zaplanowano przebiegu pomiaru pamięci.</translation>
    </message>
    <message>
        <source>What to record</source>
        <translation>Co zapisać</translation>
    </message>
    <message>
        <source>For every run, so that the result can be repeated:</source>
        <translation>Dla każdego przebiegu, aby wynik można było powtórzyć:</translation>
    </message>
    <message>
        <source>Acceptance criteria</source>
        <translation>Kryteria akceptacji</translation>
    </message>
    <message>
        <source>Judged on the measured runs at up to {concurrency} concurrent requests. Must-haves decide acceptance; the others are reported.</source>
        <translation>Oceniane na mierzonych przebiegach do {concurrency} równoległych zapytań. O akceptacji decydują kryteria obowiązkowe; pozostałe są tylko raportowane.</translation>
    </message>
    <message>
        <source>must have</source>
        <translation>obowiązkowe</translation>
    </message>
    <message>
        <source>nice to have</source>
        <translation>pożądane</translation>
    </message>
    <message>
        <source>The workload names no targets: the pilot reports measurements without a verdict.</source>
        <translation>Obciążenie robocze nie określa wartości docelowych: pilotaż raportuje pomiary bez werdyktu.</translation>
    </message>
    <message>
        <source>The runs past {concurrency} concurrent requests find the boundary: the highest concurrency at which the criteria still hold.</source>
        <translation>Przebiegi powyżej {concurrency} równoległych zapytań wyznaczają granicę: najwyższą liczbę równoległych zapytań, przy której kryteria są jeszcze spełnione.</translation>
    </message>
    <message>
        <source>If a run runs out of memory</source>
        <translation>Jeśli w przebiegu zabraknie pamięci</translation>
    </message>
    <message>
        <source>Bring the results back</source>
        <translation>Przekaż wyniki</translation>
    </message>
    <message>
        <source>Send the results files to whoever made this kit. In Headroom:</source>
        <translation>Wyślij pliki wyników osobie, która przygotowała ten zestaw. W Headroom:</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Uwagi</translation>
    </message>
</context>
<context>
    <name>PilotPage</name>
    <message>
        <source>reserved by the runtime at start</source>
        <translation>rezerwowane przez środowisko uruchomieniowe przy starcie</translation>
    </message>
    <message>
        <source>The runtime takes its share of GPU memory when it starts; compare the memory runs&apos; components instead.</source>
        <translation>Środowisko uruchomieniowe rezerwuje swoją część pamięci GPU przy starcie; porównuj zamiast tego składowe z przebiegów pomiaru pamięci.</translation>
    </message>
    <message>
        <source>Measured in the run {run}.</source>
        <translation>Zmierzono w przebiegu {run}.</translation>
    </message>
    <message>
        <source>Memory run {name} ({status}): peak allocated {allocated}, reserved {reserved}.</source>
        <translation>Przebieg pomiaru pamięci {name} ({status}): szczytowo przydzielone {allocated}, zarezerwowane {reserved}.</translation>
    </message>
    <message>
        <source>Its batch or lengths differ from the workload&apos;s: no estimate beside it.</source>
        <translation>Jego batch lub długości różnią się od tych w obciążeniu: brak oszacowania do porównania.</translation>
    </message>
    <message>
        <source>must have</source>
        <translation>obowiązkowe</translation>
    </message>
    <message>
        <source>nice to have</source>
        <translation>pożądane</translation>
    </message>
    <message>
        <source>Warm-up: not measured.</source>
        <translation>Rozgrzewka: bez pomiaru.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>Boundary: no load-test runs, so no concurrency boundary was measured.</source>
        <translation>Granica: brak przebiegów testu obciążeniowego, więc nie zmierzono granicy liczby równoległych zapytań.</translation>
    </message>
    <message>
        <source>Boundary: the criteria held at every tested level, up to {n} concurrent requests.</source>
        <translation>Granica: kryteria były spełnione na każdym testowanym poziomie, przy liczbie równoległych zapytań do {n}.</translation>
    </message>
    <message>
        <source>Boundary: the criteria hold up to {n} concurrent requests; they fail at {m}.</source>
        <translation>Granica: kryteria są spełnione przy liczbie równoległych zapytań do {n}; przy {m} już nie.</translation>
    </message>
    <message>
        <source>The estimate&apos;s memory limit on {server}: {n} at once.</source>
        <translation>Limit pamięci na {server} według oszacowania: {n} jednocześnie.</translation>
    </message>
    <message>
        <source>typical input</source>
        <translation>typowe wejście</translation>
    </message>
    <message>
        <source>long input</source>
        <translation>długie wejście</translation>
    </message>
</context>
<context>
    <name>PilotServerPicker</name>
    <message>
        <source>Server the pilot runs on</source>
        <translation>Serwer, na którym odbywa się pilotaż</translation>
    </message>
    <message>
        <source>The server profile the pilot runs on: its speeds and memory limit are the estimate the measurements are held against. It starts as the target server.</source>
        <translation>Profil serwera, na którym odbywa się pilotaż: jego szybkości i limit pamięci stanowią oszacowanie, z którym porównywane są pomiary. Początkowo jest to serwer docelowy.</translation>
    </message>
    <message>
        <source>Pick the pilot&apos;s server…</source>
        <translation>Wybierz serwer pilotażu…</translation>
    </message>
</context>
<context>
    <name>PilotView</name>
    <message>
        <source>An estimate is a first filter; a pilot on the real server decides. Write the pilot kit and hand the folder to whoever runs the trial server; when they send back results.json, import it here to see what was measured beside what was estimated.</source>
        <translation>Oszacowanie to pierwszy filtr; decyduje pilotaż na rzeczywistym serwerze. Zapisz zestaw pilotażowy i przekaż folder osobie obsługującej serwer testowy; gdy odeśle ona results.json, zaimportuj go tutaj, aby zobaczyć wartości zmierzone obok oszacowanych.</translation>
    </message>
    <message>
        <source>Write pilot &amp;kit…</source>
        <translation>Zapisz &amp;zestaw pilotażowy…</translation>
    </message>
    <message>
        <source>Write plan.json, a README and the two pilot scripts into a folder for whoever runs the trial server</source>
        <translation>Zapisz plan.json, plik README i oba skrypty pilotażowe w folderze dla osoby obsługującej serwer testowy</translation>
    </message>
    <message>
        <source>&amp;Import results…</source>
        <translation>&amp;Importuj wyniki…</translation>
    </message>
    <message>
        <source>Read the pilot&apos;s results.json (and memory-….json) files and hold them against the estimate</source>
        <translation>Wczytaj pliki results.json (i memory-….json) z pilotażu i porównaj je z oszacowaniem</translation>
    </message>
    <message>
        <source>C&amp;lear imported results</source>
        <translation>&amp;Wyczyść zaimportowane wyniki</translation>
    </message>
    <message>
        <source>Keep as &amp;calibration</source>
        <translation>Zachowaj jako &amp;kalibrację</translation>
    </message>
    <message>
        <source>Keep what was measured as a calibration of the pilot&apos;s server: its speed for this model, precision and runtime is then the measured one, in every view and in the quote</source>
        <translation>Zachowaj to, co zmierzono, jako kalibrację serwera pilotażu: jego szybkość dla tego modelu, precyzji i środowiska uruchomieniowego będzie wtedy zmierzona, we wszystkich widokach i w zapytaniu ofertowym</translation>
    </message>
    <message>
        <source>Use &amp;measured speeds</source>
        <translation>Używaj &amp;zmierzonych szybkości</translation>
    </message>
    <message>
        <source>On: where a pilot calibrated a server, its measured speeds replace the estimate. Off: the estimate as the formulas make it.</source>
        <translation>Wł.: tam, gdzie pilotaż skalibrował serwer, jego zmierzone szybkości zastępują szacunek. Wył.: szacunek wyliczony ze wzorów.</translation>
    </message>
    <message>
        <source>the pilot</source>
        <translation>pilotaż</translation>
    </message>
    <message>
        <source>1. The pilot to run</source>
        <translation>1. Pilotaż do przeprowadzenia</translation>
    </message>
    <message>
        <source>2. Measured against the estimate</source>
        <translation>2. Pomiary a oszacowanie</translation>
    </message>
    <message>
        <source>The workload has problems to fix before a pilot can be planned; the Workload view marks them.</source>
        <translation>Obciążenie ma problemy, które trzeba poprawić, zanim będzie można zaplanować pilotaż; wskazuje je widok Obciążenie.</translation>
    </message>
    <message>
        <source>The pilot &amp;ran on:</source>
        <translation>Pilotaż &amp;odbył się na:</translation>
    </message>
    <message>
        <source>The pilot &amp;runs on:</source>
        <translation>Pilotaż &amp;odbywa się na:</translation>
    </message>
    <message>
        <source>{verdict} on {server}: a pilot there tests a configuration that cannot do the work as specified. Pick a server where it fits and meets every must-have.</source>
        <translation>{verdict} na {server}: pilotaż tam sprawdzi konfigurację, która nie wykona zadania w podanej postaci. Wybierz serwer, na którym się mieści i spełnia wszystkie wymogi obowiązkowe.</translation>
    </message>
    <message>
        <source>The pilot starts on the recommended server, {server}: the work does not run as specified on the target server.</source>
        <translation>Pilotaż zaczyna się na zalecanym serwerze, {server}: na serwerze docelowym zadanie w podanej postaci nie działa.</translation>
    </message>
</context>
<context>
    <name>PlanPanel</name>
    <message>
        <source>Load test: pilot_serve.py sends these requests, in this order</source>
        <translation>Test obciążeniowy: pilot_serve.py wysyła te zapytania w tej kolejności</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Przebieg</translation>
    </message>
    <message>
        <source>What it checks</source>
        <translation>Co sprawdza</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Tokeny wejścia</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Tokeny wyjścia</translation>
    </message>
    <message>
        <source>At once</source>
        <translation>Naraz</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Zapytania</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Rozgrzewka</translation>
    </message>
    <message>
        <source>Memory runs: pilot_memory.py on the GPU</source>
        <translation>Przebiegi pomiaru pamięci: pilot_memory.py na GPU</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Partia</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokeny</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Kroki</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Zapisuje</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Co zapisać</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Jak</translation>
    </message>
    <message>
        <source>Acceptance criterion</source>
        <translation>Kryterium akceptacji</translation>
    </message>
    <message>
        <source>Decides</source>
        <translation>Decyduje</translation>
    </message>
    <message>
        <source>Acceptance criteria, from the must-have targets</source>
        <translation>Kryteria akceptacji (z celów obowiązkowych)</translation>
    </message>
    <message>
        <source>What to record</source>
        <translation>Co zapisać</translation>
    </message>
    <message>
        <source>If a run runs out of memory</source>
        <translation>Jeśli w przebiegu zabraknie pamięci</translation>
    </message>
    <message>
        <source>A few training steps at the planned sequence length and micro-batch, and one step up, measured with pilot_memory.py: {memory} memory runs, {criteria} acceptance criteria.</source>
        <translation>Kilka kroków treningu przy planowanej długości sekwencji i micro-batchu oraz o jeden stopień wyżej, mierzone za pomocą pilot_memory.py. Przebiegi pomiaru pamięci: {memory}, kryteria akceptacji: {criteria}.</translation>
    </message>
    <message>
        <source>Streamed requests of the planned lengths at 1, the requested and more users at once, measured with pilot_serve.py: {runs} load-test runs after a warm-up, {memory} memory runs, {criteria} acceptance criteria.</source>
        <translation>Zapytania strumieniowane o planowanych długościach przy 1, wymaganej i większej liczbie jednoczesnych użytkowników, mierzone za pomocą pilot_serve.py. Przebiegi testu obciążeniowego po rozgrzewce: {runs}, przebiegi pomiaru pamięci: {memory}, kryteria akceptacji: {criteria}.</translation>
    </message>
    <message>
        <source>The memory limit estimated for the pilot&apos;s server is tested too.</source>
        <translation>Testowany jest też limit pamięci oszacowany dla serwera pilotażu.</translation>
    </message>
</context>
<context>
    <name>Pricing</name>
    <message>
        <source>{price} over {years}</source>
        <translation>{price} na {years}</translation>
    </message>
    <message>
        <source>{kw} kW at {price}/kWh</source>
        <translation>{kw} kW po {price}/kWh</translation>
    </message>
    <message>
        <source>{parts} = {monthly} a month</source>
        <translation>{parts} = {monthly} miesięcznie</translation>
    </message>
    <message>
        <source>billed by the hour: {rate} × {hours} h = {amount} a month</source>
        <translation>rozliczenie godzinowe: {rate} × {hours} h = {amount} miesięcznie</translation>
    </message>
    <message>
        <source>billed by the hour with a minimum of {minimum} h: the {hours} h job pays {minimum} h at {rate} = {amount}</source>
        <translation>rozliczenie godzinowe z minimum {minimum} h: zadanie na {hours} h płaci za {minimum} h po {rate} = {amount}</translation>
    </message>
    <message>
        <source>billed by the hour: the {hours} h job at {rate} an hour = {amount}</source>
        <translation>rozliczenie godzinowe: zadanie na {hours} h po {rate} za godzinę = {amount}</translation>
    </message>
    <message>
        <source>bought: {parts}</source>
        <translation>zakup: {parts}</translation>
    </message>
    <message>
        <source>{bought}; the {hours} h job takes {months} of it, {amount}</source>
        <translation>{bought}; zadanie na {hours} h zajmuje {months}, {amount}</translation>
    </message>
    <message>
        <source>billed by the month: {amount} a month</source>
        <translation>rozliczenie miesięczne: {amount} miesięcznie</translation>
    </message>
    <message>
        <source>billed by the month: the {hours} h job costs a month, {amount}</source>
        <translation>rozliczenie miesięczne: zadanie na {hours} h kosztuje cały miesiąc, {amount}</translation>
    </message>
    <message>
        <source>billed by the month: the {hours} h job costs {months} at {rate} = {amount}</source>
        <translation>rozliczenie miesięczne: zadanie na {hours} h kosztuje {months} po {rate} = {amount}</translation>
    </message>
    <message>
        <source>{amount} a month</source>
        <translation>{amount} miesięcznie</translation>
    </message>
    <message>
        <source>{amount} an hour</source>
        <translation>{amount} za godzinę</translation>
    </message>
    <message>
        <source>(minimum {hours} h)</source>
        <translation>(minimum {hours} h)</translation>
    </message>
    <message>
        <source>bought for {amount}</source>
        <translation>zakup za {amount}</translation>
    </message>
    <message>
        <source>This job is too short for a monthly offer: it runs about {hours} h, yet pays {months}. Of these offers the cheapest that fits, under its own terms, is {name} at {amount}; ask providers for offers billed by the hour with a short minimum.</source>
        <translation>To zadanie jest za krótkie na ofertę miesięczną: trwa około {hours} h, a płaci za {months}. Spośród tych ofert najtańsza pasująca, na jej własnych warunkach, to {name} za {amount}; poproś dostawców o oferty rozliczane godzinowo z krótkim minimum.</translation>
    </message>
    <message>
        <source>your own figures</source>
        <translation>Twoje własne wartości</translation>
    </message>
    <message>
        <source>A bought server is spread over {years} of use, electricity at {price}/kWh ({origin}).</source>
        <translation>Cena kupionego serwera rozłożona na {years} użytkowania, prąd po {price}/kWh ({origin}).</translation>
    </message>
</context>
<context>
    <name>ProblemsDialog</name>
    <message>
        <source>Problems in {name}</source>
        <translation>Problemy w {name}</translation>
    </message>
    <message>
        <source>The file opened, but some values cannot be used. Everything in it was kept: fix the fields marked ⚠ in the wizard.</source>
        <translation>Plik został otwarty, ale niektórych wartości nie można użyć. Zachowano całą jego zawartość: popraw w kreatorze pola oznaczone ⚠.</translation>
    </message>
    <message>
        <source>The file could not be opened; your current work is unchanged.</source>
        <translation>Nie udało się otworzyć pliku; Twoja bieżąca praca pozostała bez zmian.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemy</translation>
    </message>
    <message>
        <source>The file&apos;s text</source>
        <translation>Tekst pliku</translation>
    </message>
</context>
<context>
    <name>ProfileForm</name>
    <message>
        <source>Shipped profile (read-only)</source>
        <translation>Profil wbudowany (tylko do odczytu)</translation>
    </message>
    <message>
        <source>Edit server profile</source>
        <translation>Edytuj profil serwera</translation>
    </message>
    <message>
        <source>New server profile</source>
        <translation>Nowy profil serwera</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>nie podano</translation>
    </message>
    <message>
        <source>minimum hours</source>
        <translation>minimum godzin</translation>
    </message>
    <message>
        <source>Server and GPUs</source>
        <translation>Serwer i GPU</translation>
    </message>
    <message>
        <source>Name *</source>
        <translation>Nazwa *</translation>
    </message>
    <message>
        <source>A name you will recognise, e.g. “2x L40S from Acme”</source>
        <translation>Nazwa, którą łatwo rozpoznasz, np. „2x L40S od Acme”</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Dostawca</translation>
    </message>
    <message>
        <source>Who offers the server</source>
        <translation>Kto oferuje serwer</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>GPU na serwer</translation>
    </message>
    <message>
        <source>How many GPUs one server holds</source>
        <translation>Ile GPU mieści jeden serwer</translation>
    </message>
    <message>
        <source>GPU link</source>
        <translation>Połączenie GPU</translation>
    </message>
    <message>
        <source>How the GPUs talk to each other: NVLink/NVSwitch are much faster than PCIe for splitting a model across GPUs</source>
        <translation>Jak GPU komunikują się ze sobą: NVLink/NVSwitch są znacznie szybsze niż PCIe przy dzieleniu modelu między GPU</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Serwery</translation>
    </message>
    <message>
        <source>How many such servers, joined by the network below (1 for a single server)</source>
        <translation>Ile takich serwerów, połączonych opisaną niżej siecią (1 dla pojedynczego serwera)</translation>
    </message>
    <message>
        <source>Price per month</source>
        <translation>Cena miesięczna</translation>
    </message>
    <message>
        <source>Optional. Billed in whole months: a 2-hour job pays a month. Leave every price empty when the offer has none yet.</source>
        <translation>Opcjonalnie. Rozliczenie pełnymi miesiącami: zadanie na 2 godziny płaci za miesiąc. Zostaw wszystkie ceny puste, jeśli oferta ich jeszcze nie ma.</translation>
    </message>
    <message>
        <source>Price per hour</source>
        <translation>Cena za godzinę</translation>
    </message>
    <message>
        <source>Optional, in the same currency. A job pays the hours it runs or the minimum term, whichever is more; a service running all month pays 730 hours.</source>
        <translation>Opcjonalnie, w tej samej walucie. Zadanie płaci za przepracowane godziny lub minimalny okres, zależnie co większe; usługa działająca cały miesiąc płaci za 730 godzin.</translation>
    </message>
    <message>
        <source>Bought for</source>
        <translation>Kupiony za</translation>
    </message>
    <message>
        <source>Optional, in the same currency. Spread over the years of use, plus the power the server draws at the electricity price (File ▸ Settings).</source>
        <translation>Opcjonalnie, w tej samej walucie. Rozkładana na lata użytkowania, plus moc pobierana przez serwer po cenie prądu (Plik ▸ Ustawienia).</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Uwagi</translation>
    </message>
    <message>
        <source>Anything worth remembering</source>
        <translation>Wszystko, o czym warto pamiętać</translation>
    </message>
    <message>
        <source>Host: CPU, memory, storage, network, power</source>
        <translation>Host: CPU, pamięć, dyski, sieć, zasilanie</translation>
    </message>
    <message>
        <source>CPU model</source>
        <translation>Model CPU</translation>
    </message>
    <message>
        <source>e.g. 2x EPYC 9354</source>
        <translation>np. 2x EPYC 9354</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>Rdzenie CPU</translation>
    </message>
    <message>
        <source>Physical cores of all sockets together</source>
        <translation>Rdzenie fizyczne wszystkich gniazd łącznie</translation>
    </message>
    <message>
        <source>System RAM</source>
        <translation>RAM systemowy</translation>
    </message>
    <message>
        <source>e.g. 512 GB</source>
        <translation>np. 512 GB</translation>
    </message>
    <message>
        <source>Memory channels</source>
        <translation>Kanały pamięci</translation>
    </message>
    <message>
        <source>Populated DDR channels of all sockets together (EPYC 9004: 12 per socket, Xeon: 8, desktops: 2). With the speed below it gives the host memory bandwidth, which sets the speed of layers or optimizer steps run on the CPU.</source>
        <translation>Obsadzone kanały DDR wszystkich gniazd razem (EPYC 9004: 12 na gniazdo, Xeon: 8, komputery stacjonarne: 2). Razem z szybkością poniżej daje przepustowość pamięci hosta, od której zależy szybkość warstw lub kroków optymalizatora na CPU.</translation>
    </message>
    <message>
        <source>Memory speed (MT/s)</source>
        <translation>Szybkość pamięci (MT/s)</translation>
    </message>
    <message>
        <source>The DIMMs&apos; transfer rate, e.g. 4800 for DDR5-4800</source>
        <translation>Szybkość transferu modułów, np. 4800 dla DDR5-4800</translation>
    </message>
    <message>
        <source>NVMe drives</source>
        <translation>Dyski NVMe</translation>
    </message>
    <message>
        <source>The server&apos;s NVMe drives</source>
        <translation>Dyski NVMe serwera</translation>
    </message>
    <message>
        <source>Network (Gbit/s)</source>
        <translation>Sieć (Gbit/s)</translation>
    </message>
    <message>
        <source>Speed of one link, Gbit/s</source>
        <translation>Szybkość jednego łącza, Gbit/s</translation>
    </message>
    <message>
        <source>Network kind</source>
        <translation>Rodzaj sieci</translation>
    </message>
    <message>
        <source>Ethernet, InfiniBand or RoCE</source>
        <translation>Ethernet, InfiniBand lub RoCE</translation>
    </message>
    <message>
        <source>Network links</source>
        <translation>Łącza sieciowe</translation>
    </message>
    <message>
        <source>How many such links</source>
        <translation>Ile takich łączy</translation>
    </message>
    <message>
        <source>Power budget (W)</source>
        <translation>Budżet mocy (W)</translation>
    </message>
    <message>
        <source>Optional. What the server may draw in total, in watts</source>
        <translation>Opcjonalnie. Ile łącznie może pobierać serwer, w watach</translation>
    </message>
    <message>
        <source>Duplicate to edit</source>
        <translation>Duplikuj, aby edytować</translation>
    </message>
    <message>
        <source>Make your own copy of this shipped profile and edit it</source>
        <translation>Utwórz własną kopię tego wbudowanego profilu i edytuj ją</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>give the system memory, e.g. 512 GB</source>
        <translation>podaj pamięć systemową, np. 512 GB</translation>
    </message>
    <message>
        <source>give the link speed in Gbit/s</source>
        <translation>podaj szybkość łącza w Gbit/s</translation>
    </message>
</context>
<context>
    <name>ProfileLibrary</name>
    <message>
        <source>This profile ships with Headroom and cannot be changed. Duplicate it to make your own copy.</source>
        <translation>Ten profil jest dostarczany z Headroom i nie można go zmienić. Zduplikuj go, aby utworzyć własną kopię.</translation>
    </message>
    <message>
        <source>The profile no longer exists; another Headroom window may have deleted it.</source>
        <translation>Profil już nie istnieje; mogło go usunąć inne okno Headroom.</translation>
    </message>
    <message>
        <source>Another Headroom window is writing to the profile library. Try again in a moment.</source>
        <translation>Inne okno Headroom zapisuje właśnie bibliotekę profili. Spróbuj ponownie za chwilę.</translation>
    </message>
    <message>
        <source>The profile is not valid: {detail}</source>
        <translation>Profil jest nieprawidłowy: {detail}</translation>
    </message>
    <message>
        <source>The stored profile can no longer be read; delete it and import it again.</source>
        <translation>Zapisanego profilu nie da się już odczytać; usuń go i zaimportuj ponownie.</translation>
    </message>
    <message>
        <source>The profile library could not be written: {detail}</source>
        <translation>Nie udało się zapisać biblioteki profili: {detail}</translation>
    </message>
    <message>
        <source>The profile library is closed.</source>
        <translation>Biblioteka profili jest zamknięta.</translation>
    </message>
    <message>
        <source>The profile library {path} was written by a newer Headroom (format {found}); this one reads up to {supported}. It was left untouched: use the newer Headroom, or move the file away to start a new library.</source>
        <translation>Biblioteka profili {path} została zapisana przez nowszą wersję Headroom (format {found}); ta wersja odczytuje formaty do {supported}. Plik pozostawiono bez zmian: użyj nowszej wersji Headroom albo przenieś plik, aby założyć nową bibliotekę.</translation>
    </message>
    <message>
        <source>{path} is another program&apos;s database, not a Headroom profile library. It was left untouched: move it away, or set HEADROOM_HOME to keep Headroom&apos;s files in another folder.</source>
        <translation>{path} to baza danych innego programu, a nie biblioteka profili Headroom. Plik pozostawiono bez zmian: przenieś go albo ustaw HEADROOM_HOME, aby Headroom trzymał swoje pliki w innym folderze.</translation>
    </message>
    <message>
        <source>The profile library {path} could not be backed up before its upgrade, so it was not changed: {detail}</source>
        <translation>Nie udało się wykonać kopii zapasowej biblioteki profili {path} przed aktualizacją, więc jej nie zmieniono: {detail}</translation>
    </message>
    <message>
        <source>Your saved profiles are not available in this session; the shipped ones are, and changes go to a temporary library.</source>
        <translation>Twoje zapisane profile są w tej sesji niedostępne; profile dostarczane z programem są dostępne, a zmiany trafiają do tymczasowej biblioteki.</translation>
    </message>
    <message>
        <source>was not a database</source>
        <translation>nie była bazą danych</translation>
    </message>
    <message>
        <source>was damaged</source>
        <translation>była uszkodzona</translation>
    </message>
    <message>
        <source>had damaged entries</source>
        <translation>zawierała uszkodzone wpisy</translation>
    </message>
    <message>
        <source>did not have the expected tables</source>
        <translation>nie zawierała oczekiwanych tabel</translation>
    </message>
    <message>
        <source>could not be opened</source>
        <translation>nie dała się otworzyć</translation>
    </message>
    <message>
        <source>The saved profile “{name}” cannot be read and is not listed ({detail}). It stays in the library file; delete it and import it again from an export.</source>
        <translation>Zapisanego profilu „{name}” nie da się odczytać i nie ma go na liście ({detail}). Pozostaje w pliku biblioteki; usuń go i zaimportuj ponownie z eksportu.</translation>
    </message>
    <message>
        <source>The profile library file was damaged while Headroom was running; some profiles may be missing from the list. Restart Headroom to recover what can be read ({detail}).</source>
        <translation>Plik biblioteki profili uszkodził się podczas pracy Headroom; na liście może brakować niektórych profili. Uruchom Headroom ponownie, aby odzyskać to, co da się odczytać ({detail}).</translation>
    </message>
    <message>
        <source>A shipped example profile (number {index}) is not valid and is left out: {detail}</source>
        <translation>Dostarczony przykładowy profil (numer {index}) jest nieprawidłowy i został pominięty: {detail}</translation>
    </message>
    <message>
        <source>The shipped example profiles cannot be read: {detail}</source>
        <translation>Nie da się odczytać dostarczonych przykładowych profili: {detail}</translation>
    </message>
</context>
<context>
    <name>ProfileLibraryView</name>
    <message>
        <source>New…</source>
        <translation>Nowy…</translation>
    </message>
    <message>
        <source>Describe a server offer</source>
        <translation>Opisz ofertę serwera</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Edytuj…</translation>
    </message>
    <message>
        <source>Change the selected profile</source>
        <translation>Zmień wybrany profil</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplikuj</translation>
    </message>
    <message>
        <source>Copy the selected profile into your library, e.g. to change a shipped example</source>
        <translation>Skopiuj wybrany profil do swojej biblioteki, np. aby zmienić wbudowany przykład</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Usuń…</translation>
    </message>
    <message>
        <source>Remove the selected profiles of yours</source>
        <translation>Usuń wybrane własne profile</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importuj…</translation>
    </message>
    <message>
        <source>Add profiles from a JSON file</source>
        <translation>Dodaj profile z pliku JSON</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Eksportuj…</translation>
    </message>
    <message>
        <source>Save the selected profiles to a JSON file to send or keep</source>
        <translation>Zapisz wybrane profile do pliku JSON, aby je wysłać lub zachować</translation>
    </message>
    <message>
        <source>Compare selected</source>
        <translation>Porównaj wybrane</translation>
    </message>
    <message>
        <source>Put the selected profiles (up to six) side by side in the comparison</source>
        <translation>Zestaw wybrane profile (maksymalnie sześć) obok siebie w porównaniu</translation>
    </message>
    <message>
        <source>comparing servers</source>
        <translation>porównanie serwerów</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Bring back what was just deleted</source>
        <translation>Przywróć to, co właśnie usunięto</translation>
    </message>
    <message>
        <source>Double-click a profile to see or change it. Shipped examples are read-only: duplicate one to make it yours. Hover over a column title for what it means.</source>
        <translation>Kliknij dwukrotnie profil, aby go zobaczyć lub zmienić. Wbudowane przykłady są tylko do odczytu: zduplikuj jeden, aby mieć własny. Najedź na tytuł kolumny, aby zobaczyć jego znaczenie.</translation>
    </message>
    <message>
        <source>View…</source>
        <translation>Pokaż…</translation>
    </message>
    <message>
        <source>Shipped examples cannot be deleted</source>
        <translation>Wbudowanych przykładów nie można usunąć</translation>
    </message>
    <message>
        <source>Saved “{name}”.</source>
        <translation>Zapisano „{name}”.</translation>
    </message>
    <message>
        <source> (copy)</source>
        <translation> (kopia)</translation>
    </message>
    <message>
        <source>Cannot duplicate</source>
        <translation>Nie można zduplikować</translation>
    </message>
    <message>
        <source>Made a copy of “{name}” in your profiles.</source>
        <translation>Utworzono kopię „{name}” w Twoich profilach.</translation>
    </message>
    <message>
        <source>Delete these profiles from your library?

{names}</source>
        <translation>Usunąć te profile z biblioteki?

{names}</translation>
    </message>
    <message>
        <source>Delete profiles</source>
        <translation>Usuń profile</translation>
    </message>
    <message>
        <source>Cannot delete</source>
        <translation>Nie można usunąć</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n profiles.</source>
        <translation>
            <numerusform>Usunięto %n profil.</numerusform>
            <numerusform>Usunięto %n profile.</numerusform>
            <numerusform>Usunięto %n profili.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Restored %n profiles.</source>
        <translation>
            <numerusform>Przywrócono %n profil.</numerusform>
            <numerusform>Przywrócono %n profile.</numerusform>
            <numerusform>Przywrócono %n profili.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select the profiles to compare in the table first (Ctrl+click for several).</source>
        <translation>Najpierw zaznacz w tabeli profile do porównania (Ctrl+kliknięcie — kilka).</translation>
    </message>
    <message numerus="yes">
        <source>Comparing the first six of the %n selected profiles.</source>
        <translation>
            <numerusform>Porównywanych jest pierwszych sześć z %n wybranych profili.</numerusform>
            <numerusform>Porównywanych jest pierwszych sześć z %n wybranych profili.</numerusform>
            <numerusform>Porównywanych jest pierwszych sześć z %n wybranych profili.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comparing %n profiles.</source>
        <translation>
            <numerusform>Porównywany jest %n profil.</numerusform>
            <numerusform>Porównywane są %n profile.</numerusform>
            <numerusform>Porównywanych jest %n profili.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot undo</source>
        <translation>Nie można cofnąć</translation>
    </message>
</context>
<context>
    <name>ProfilePicker</name>
    <message>
        <source>&lt;b&gt;Profiles to compare&lt;/b&gt;</source>
        <translation>&lt;b&gt;Profile do porównania&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Search…</source>
        <translation>Szukaj…</translation>
    </message>
    <message>
        <source>Tick two to six profiles to see them side by side</source>
        <translation>Zaznacz od dwóch do sześciu profili, aby zobaczyć je obok siebie</translation>
    </message>
    <message>
        <source>Untick all</source>
        <translation>Odznacz wszystkie</translation>
    </message>
    <message>
        <source>Go back to the three best profiles for this workload</source>
        <translation>Wróć do trzech najlepszych profili dla tego obciążenia</translation>
    </message>
</context>
<context>
    <name>ProfileTableModel</name>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>The profile&apos;s name</source>
        <translation>Nazwa profilu</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Dostawca</translation>
    </message>
    <message>
        <source>Who offers the server</source>
        <translation>Kto oferuje serwer</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>Model GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs per server (servers × GPUs when several)</source>
        <translation>GPU na serwer (serwery × GPU, gdy jest ich kilka)</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Pamięć na GPU</translation>
    </message>
    <message>
        <source>Memory of one GPU as the vendor states it</source>
        <translation>Pamięć jednego GPU według producenta</translation>
    </message>
    <message>
        <source>GPU link</source>
        <translation>Połączenie GPU</translation>
    </message>
    <message>
        <source>How the GPUs talk to each other</source>
        <translation>Jak GPU komunikują się ze sobą</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>Rdzenie CPU</translation>
    </message>
    <message>
        <source>Physical CPU cores, all sockets</source>
        <translation>Fizyczne rdzenie CPU, wszystkie gniazda</translation>
    </message>
    <message>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <source>System memory</source>
        <translation>Pamięć systemowa</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>Total NVMe drive capacity</source>
        <translation>Łączna pojemność dysków NVMe</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Sieć</translation>
    </message>
    <message>
        <source>Network links</source>
        <translation>Łącza sieciowe</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Moc</translation>
    </message>
    <message>
        <source>Power budget of the server</source>
        <translation>Budżet mocy serwera</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Cena</translation>
    </message>
    <message>
        <source>The offer&apos;s terms: by the month, by the hour (with its minimum), bought. Sorted by what a month of it costs.</source>
        <translation>Warunki oferty: miesięcznie, godzinowo (z minimum), zakup. Sortowane według kosztu miesiąca.</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Źródło</translation>
    </message>
    <message>
        <source>Shipped examples are read-only: duplicate one to change it</source>
        <translation>Wbudowane przykłady są tylko do odczytu: zduplikuj jeden, aby go zmienić</translation>
    </message>
    <message>
        <source>⚠ {gpu} (unknown)</source>
        <translation>⚠ {gpu} (nieznany)</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Przykład</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Własny</translation>
    </message>
    <message>
        <source>Shipped with Headroom as an example (read-only). Duplicate it to make your own copy.</source>
        <translation>Dostarczony z Headroom jako przykład (tylko do odczytu). Zduplikuj go, aby utworzyć własną kopię.</translation>
    </message>
</context>
<context>
    <name>ProjectBar</name>
    <message>
        <source>Workload:</source>
        <translation>Obciążenie:</translation>
    </message>
    <message>
        <source>The workload being edited</source>
        <translation>Edytowane obciążenie</translation>
    </message>
    <message>
        <source>A project can hold several workloads meant for one server; the wizard edits one at a time, the result judges them together.</source>
        <translation>Projekt może zawierać kilka obciążeń dla jednego serwera; kreator edytuje je po jednym, a wynik ocenia je razem.</translation>
    </message>
    <message>
        <source>Add workload</source>
        <translation>Dodaj obciążenie</translation>
    </message>
    <message>
        <source>Add another workload to run on the same server (a fine-tune by night, an embedder beside the chatbot)</source>
        <translation>Dodaj kolejne obciążenie na tym samym serwerze (dostrajanie nocą, embeddingi obok chatbota)</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Zmień nazwę…</translation>
    </message>
    <message>
        <source>Rename the workload being edited</source>
        <translation>Zmień nazwę edytowanego obciążenia</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Remove the workload being edited from the project</source>
        <translation>Usuń edytowane obciążenie z projektu</translation>
    </message>
    <message>
        <source>Runs:</source>
        <translation>Działa:</translation>
    </message>
    <message>
        <source>always</source>
        <translation>zawsze</translation>
    </message>
    <message>
        <source>from … to …</source>
        <translation>od … do …</translation>
    </message>
    <message>
        <source>When this workload runs</source>
        <translation>Kiedy działa to obciążenie</translation>
    </message>
    <message>
        <source>Workloads that never run at the same time need the larger of their memory, not the sum.</source>
        <translation>Obciążenia, które nigdy nie działają jednocześnie, potrzebują pamięci większego z nich, a nie sumy.</translation>
    </message>
    <message>
        <source>Starts at (hour)</source>
        <translation>Początek (godzina)</translation>
    </message>
    <message>
        <source>Ends at (hour)</source>
        <translation>Koniec (godzina)</translation>
    </message>
    <message>
        <source>:00</source>
        <translation>:00</translation>
    </message>
    <message>
        <source>Untitled workload</source>
        <translation>Obciążenie bez nazwy</translation>
    </message>
    <message>
        <source>Workload {n}</source>
        <translation>Obciążenie {n}</translation>
    </message>
    <message>
        <source>Added a workload: the result now judges all of them on one server.</source>
        <translation>Dodano obciążenie: wynik ocenia teraz wszystkie obciążenia na jednym serwerze.</translation>
    </message>
    <message>
        <source>Rename the workload</source>
        <translation>Zmień nazwę obciążenia</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nazwa:</translation>
    </message>
    <message>
        <source>Remove the workload</source>
        <translation>Usuń obciążenie</translation>
    </message>
    <message>
        <source>Remove “{name}” from the project?</source>
        <translation>Usunąć „{name}” z projektu?</translation>
    </message>
</context>
<context>
    <name>ProjectFiles</name>
    <message>
        <source>Open a workload</source>
        <translation>Otwórz obciążenie</translation>
    </message>
    <message>
        <source>Headroom workloads (*.headroom.json *.json);;All files (*)</source>
        <translation>Obciążenia Headroom (*.headroom.json *.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Save the workload</source>
        <translation>Zapisz obciążenie</translation>
    </message>
    <message>
        <source>Headroom workloads (*.headroom.json);;All files (*)</source>
        <translation>Obciążenia Headroom (*.headroom.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Nie zapisano</translation>
    </message>
    <message>
        <source>Could not save {path}: {reason}</source>
        <translation>Nie można zapisać {path}: {reason}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Zapisano {path}</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Niezapisane zmiany</translation>
    </message>
    <message>
        <source>“{name}” has changes that are not saved. Save them first?</source>
        <translation>„{name}” zawiera niezapisane zmiany. Zapisać je najpierw?</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Brak ostatnich plików</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Wyczyść listę</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Przywrócić niezapisaną pracę?</translation>
    </message>
    <message>
        <source>Headroom did not close normally last time. Restore the work that was not saved?</source>
        <translation>Headroom nie został poprawnie zamknięty ostatnim razem. Przywrócić niezapisaną pracę?</translation>
    </message>
</context>
<context>
    <name>PurchaseEditor</name>
    <message>
        <source>A bought server&apos;s price is spread over these years.</source>
        <translation>Cena kupionego serwera jest rozkładana na te lata.</translation>
    </message>
    <message>
        <source>What one kWh costs where the server runs; the draw is the profile&apos;s power figure, else its GPUs&apos; estimated draw.</source>
        <translation>Ile kosztuje jedna kWh tam, gdzie działa serwer; pobór to moc z profilu, a bez niej szacowany pobór jego GPU.</translation>
    </message>
    <message>
        <source>Restore the d&amp;efaults</source>
        <translation>Przywróć &amp;domyślne</translation>
    </message>
    <message>
        <source>&amp;Years of use:</source>
        <translation>&amp;Lata użytkowania:</translation>
    </message>
    <message>
        <source>Electricity per &amp;kWh:</source>
        <translation>Prąd za &amp;kWh:</translation>
    </message>
    <message>
        <source>Electricity &amp;currency:</source>
        <translation>&amp;Waluta prądu:</translation>
    </message>
    <message>
        <source>Your own figures.</source>
        <translation>Twoje własne wartości.</translation>
    </message>
</context>
<context>
    <name>Quote</name>
    <message>
        <source>Memory each GPU needs for the work as specified: sequences of {tokens} tokens in micro-batches of {sequences}, with {runtime}.</source>
        <translation>Pamięć potrzebna każdemu GPU dla zadania w podanej postaci: sekwencje po {tokens} tokenów w mikropartiach po {sequences}, z {runtime}.</translation>
    </message>
    <message>
        <source>Memory each GPU needs for the work as specified: {tokens} tokens per request (input and output) × {requests} at a time on each copy of the model, with {runtime}.</source>
        <translation>Pamięć potrzebna każdemu GPU dla zadania w podanej postaci: {tokens} tokenów na zapytanie (wejście i wyjście) × {requests} naraz na każdą kopię modelu, z {runtime}.</translation>
    </message>
    <message>
        <source>The split is the one on {server}: {need}.</source>
        <translation>Podział jak na {server}: {need}.</translation>
    </message>
    <message>
        <source>As specified, one GPU</source>
        <translation>Jak podano, jeden GPU</translation>
    </message>
    <message>
        <source>As specified, each of %n GPUs</source>
        <translation>Jak podano, każdy z %n GPU</translation>
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
        <source>Measured speed</source>
        <translation>Zmierzona szybkość</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>Ruch</translation>
    </message>
    <message>
        <source>Batch job</source>
        <translation>Zadanie wsadowe</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>{gpus}; {cores}, {ram} RAM, NVMe {nvme}, network {count} × {gbps} Gb/s</source>
        <translation>{gpus}; {cores}, {ram} RAM, NVMe {nvme}, sieć {count} × {gbps} Gb/s</translation>
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
        <source>needs {need} ({low}–{high}) of {usable} usable per GPU</source>
        <translation>potrzeba {need} ({low}–{high}) z {usable} dostępnych na GPU</translation>
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
        <source>; {amount} per million generated tokens</source>
        <translation>; {amount} za milion wygenerowanych tokenów</translation>
    </message>
    <message>
        <source>Shown: the {shown} best-ranked of {total} server profiles compared.</source>
        <translation>Pokazano {shown} najlepszych spośród {total} porównanych profili serwerów.</translation>
    </message>
    <message>
        <source>Speeds are estimates from each GPU&apos;s published memory bandwidth and compute, not measurements; the pilot measures them.</source>
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
        <source>Record the versions: model revision {revision}, GPU driver, {platform}, {runtime} and its launch parameters, so the result can be repeated.</source>
        <translation>Zapisz wersje: rewizja modelu {revision}, sterownik GPU, {platform}, {runtime} i parametry jego uruchomienia, aby wynik dało się powtórzyć.</translation>
    </message>
    <message>
        <source>Software stack for training: which GPU driver, {platform} and PyTorch versions do you support on the {gpu} for {framework}, and can we choose and pin them?</source>
        <translation>Stos oprogramowania do trenowania: jakie wersje sterownika GPU, {platform} i PyTorch obsługujecie na {gpu} dla {framework} i czy możemy je wybrać i przypiąć?</translation>
    </message>
    <message>
        <source>The base weights are quantized with bitsandbytes: is it supported there?</source>
        <translation>Wagi bazowe są kwantyzowane za pomocą bitsandbytes: czy jest tam obsługiwany?</translation>
    </message>
    <message>
        <source>Software stack: which GPU driver, {platform} and {runtime} versions do you support on the {gpu}, and can we choose and pin them?</source>
        <translation>Stos oprogramowania: jakie wersje sterownika GPU, {platform} i {runtime} obsługujecie na {gpu} i czy możemy je wybrać i przypiąć?</translation>
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
        <source>Headroom&apos;s pilot kit (pilot_serve.py) runs the serving part of this plan against an OpenAI-compatible endpoint and records the figures.</source>
        <translation>Zestaw pilotażowy Headroom (pilot_serve.py) wykonuje część planu dotyczącą obsługi zapytań na endpoincie zgodnym z OpenAI i zapisuje wyniki.</translation>
    </message>
    <message>
        <source>the offered GPUs</source>
        <translation>oferowanych GPU</translation>
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
        <source>System RAM: what each server keeps beside its GPUs while it runs (weights, cache and training state moved off the GPUs, pinned buffers, the dataset, the runtime&apos;s processes and the operating system), as the estimate&apos;s host figure states; loading the model also needs room for one copy of its files.</source>
        <translation>Pamięć RAM: to, co każdy serwer trzyma obok GPU podczas pracy (wagi, pamięć podręczna i stan treningu przeniesione z GPU, bufory przypięte, zbiór danych, procesy środowiska i system operacyjny), według oszacowania dla hosta; wczytanie modelu wymaga też miejsca na jedną kopię jego plików.</translation>
    </message>
    <message>
        <source>CPU: at least {cores} physical cores per GPU, as GPU server reference designs use.</source>
        <translation>CPU: co najmniej {cores} fizycznych rdzeni na GPU, jak w referencyjnych konfiguracjach serwerów GPU.</translation>
    </message>
    <message>
        <source>NVMe: loading reads at {share} of the drives&apos; rated sequential speed; without local NVMe, at {net} of the network link.</source>
        <translation>NVMe: ładowanie odczytuje z prędkością {share} nominalnej prędkości sekwencyjnej dysków; bez lokalnego NVMe — {net} przepustowości łącza sieciowego.</translation>
    </message>
    <message>
        <source>Power: a whole server draws about {typical}× the GPUs&apos; rated power at full load ({low}–{high}×), which sets the power and cooling it needs.</source>
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
        <source>The {model} model will be adapted by {mode} with {runtime}, on sequences of {seq_len} tokens in micro-batches of {batch}.</source>
        <translation>Model {model} będzie dostrajany metodą „{mode}” z {runtime} na sekwencjach po {seq_len} tokenów, micro-batch {batch}.</translation>
    </message>
    <message>
        <source>The {model} model will process inputs of about {input} tokens with {runtime}, {concurrency} at a time.</source>
        <translation>Model {model} będzie przetwarzał dane wejściowe po około {input} tokenów z {runtime}, po {concurrency} naraz.</translation>
    </message>
    <message>
        <source>It needs between {low} and {high} of GPU memory, about {typical} typically, on one GPU.</source>
        <translation>Potrzebuje od {low} do {high} pamięci GPU, zwykle około {typical}, na jednym GPU.</translation>
    </message>
    <message>
        <source>The {model} pipeline will make images of {side} × {side} pixels, {images} per request, {requests} at a time.</source>
        <translation>Potok {model} będzie tworzył obrazy {side} × {side} pikseli, po {images} na żądanie; naraz: {requests}.</translation>
    </message>
    <message>
        <source>The {model} model will transcribe audio with {runtime}: about {seconds} s per request; 30-second windows at a time: {concurrency}.</source>
        <translation>Model {model} będzie transkrybował nagrania w {runtime}: około {seconds} s na żądanie; okien 30-sekundowych naraz: {concurrency}.</translation>
    </message>
    <message>
        <source>The {model} model will read images ({images} per request, {side} × {side} pixels) with about {input} tokens of text and answer in about {output} tokens, with {runtime}, {requests} at a time.</source>
        <translation>Model {model} będzie czytał obrazy ({images} na żądanie, {side} × {side} pikseli) z około {input} tokenami tekstu i odpowiadał w około {output} tokenach w {runtime}; naraz: {requests}.</translation>
    </message>
    <message>
        <source>The {model} model will answer requests with {runtime}: about {input} tokens in and {output} tokens out per request, {requests} at a time.</source>
        <translation>Model {model} będzie odpowiadał na zapytania z {runtime}: około {input} tokenów na wejściu i {output} na wyjściu na zapytanie, {requests} naraz.</translation>
    </message>
    <message>
        <source>It needs between {low} and {high} of memory on each GPU, about {typical} typically, × %n GPUs = {total} in all; the memory of several GPUs is not one pool.</source>
        <translation>Potrzebuje od {low} do {high} pamięci na każdym GPU, zwykle około {typical}, × %n GPU = łącznie {total}; pamięć kilku GPU nie tworzy jednej puli.</translation>
    </message>
    <message>
        <source>No candidate configuration meets every must-have, so none is recommended; the nearest, {server}, misses: {missed}.</source>
        <translation>Żadna z proponowanych konfiguracji nie spełnia wszystkich wymogów obowiązkowych, więc nie ma rekomendacji; najbliższa, {server}, nie spełnia: {missed}.</translation>
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
        <source>Kind of work</source>
        <translation>Rodzaj pracy</translation>
    </message>
    <message>
        <source>{amount} within {hours} h ({kind})</source>
        <translation>{amount} w ciągu {hours} h ({kind})</translation>
    </message>
    <message>
        <source>{amount}, no deadline</source>
        <translation>{amount}, bez terminu</translation>
    </message>
    <message>
        <source>optimizer {optimizer}, LoRA rank {rank}, gradient checkpointing {checkpointing}, sharding {sharding}</source>
        <translation>optymalizator {optimizer}, ranga LoRA {rank}, gradient checkpointing: {checkpointing}, sharding: {sharding}</translation>
    </message>
    <message>
        <source>{tokens} × {epochs}</source>
        <translation>{tokens} × {epochs}</translation>
    </message>
    <message>
        <source>{requests} at a time</source>
        <translation>{requests} naraz</translation>
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
        <translation>nie podano (środowisko uruchomieniowe samo łączy równoczesne zapytania w partie)</translation>
    </message>
    <message>
        <source>up to {n} sequences per step</source>
        <translation>do {n} sekwencji na krok</translation>
    </message>
    <message>
        <source>{share} of the people active at the busiest moment</source>
        <translation>{share} osób aktywnych w najbardziej obciążonym momencie</translation>
    </message>
    <message>
        <source>at most {value} h</source>
        <translation>najwyżej {value} h</translation>
    </message>
    <message>
        <source>at most {value} s</source>
        <translation>najwyżej {value} s</translation>
    </message>
    <message>
        <source>the vendor&apos;s compute stack</source>
        <translation>stos obliczeniowy producenta</translation>
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
        <source>… (shortened for print: {n} more characters are in the workload file)</source>
        <translation>… (skrócono do druku: pozostałe {n} znaków jest w pliku obciążenia roboczego)</translation>
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
        <source>GPU memory (VRAM) budget</source>
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
        <translation>Środowisko uruchomieniowe</translation>
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
        <translation>Rozmiar partii</translation>
    </message>
    <message>
        <source>People who use it</source>
        <translation>Liczba użytkowników</translation>
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
        <source>Time for the whole answer</source>
        <translation>Czas całej odpowiedzi</translation>
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
        <source>Time for the training job</source>
        <translation>Czas zadania treningowego</translation>
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
        <source>Must-have missed</source>
        <translation>Niespełniony wymóg obowiązkowy</translation>
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
    <message>
        <source>Server</source>
        <translation>Serwer</translation>
    </message>
    <message>
        <source>All workloads together</source>
        <translation>Wszystkie obciążenia razem</translation>
    </message>
    <message>
        <source>Busiest GPU: need / usable</source>
        <translation>Najbardziej obciążony GPU: potrzeba / dostępne</translation>
    </message>
    <message>
        <source>Price / month</source>
        <translation>Cena miesięczna</translation>
    </message>
    <message>
        <source>This request covers several workloads meant to run on one server: {names}.</source>
        <translation>Zapytanie obejmuje kilka obciążeń, które mają działać na jednym serwerze: {names}.</translation>
    </message>
    <message>
        <source>One server for these workloads: {names}. {recommendation}</source>
        <translation>Jeden serwer dla tych obciążeń: {names}. {recommendation}</translation>
    </message>
    <message>
        <source>The workloads together</source>
        <translation>Obciążenia razem</translation>
    </message>
    <message>
        <source>Workload {n} ({name}): {section}</source>
        <translation>Obciążenie {n} ({name}): {section}</translation>
    </message>
</context>
<context>
    <name>QuoteDialog</name>
    <message>
        <source>Export quote request</source>
        <translation>Eksport zapytania ofertowego</translation>
    </message>
    <message>
        <source>The document&apos;s language; it need not be the window&apos;s.</source>
        <translation>Język dokumentu; nie musi być taki sam jak język okna.</translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation>&amp;Zapisz PDF…</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Format papieru:</translation>
    </message>
    <message>
        <source>&amp;Prepared by:</source>
        <translation>&amp;Przygotował(a):</translation>
    </message>
    <message>
        <source>&amp;Company:</source>
        <translation>Fi&amp;rma:</translation>
    </message>
    <message>
        <source>&amp;E-mail:</source>
        <translation>&amp;E-mail:</translation>
    </message>
    <message>
        <source>The workload has problems to fix before a quote can be made.</source>
        <translation>Obciążenie ma problemy, które trzeba poprawić, zanim będzie można przygotować zapytanie ofertowe.</translation>
    </message>
    <message numerus="yes">
        <source>Configurations: the %n profiles you added to the quote.</source>
        <translation>
            <numerusform>Konfiguracje: %n profil dodany do zapytania ofertowego.</numerusform>
            <numerusform>Konfiguracje: %n profile dodane do zapytania ofertowego.</numerusform>
            <numerusform>Konfiguracje: %n profili dodanych do zapytania ofertowego.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved the quote request, %n pages, to {path}</source>
        <translation>
            <numerusform>Zapisano zapytanie ofertowe (%n strona): {path}</numerusform>
            <numerusform>Zapisano zapytanie ofertowe (%n strony): {path}</numerusform>
            <numerusform>Zapisano zapytanie ofertowe (%n stron): {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No profiles were added to the quote: it shows the three best-ranked of all %n profiles.</source>
        <translation>
            <numerusform>Do zapytania nie dodano żadnych profili: pokazuje ono trzy najlepsze ze wszystkich %n profili.</numerusform>
            <numerusform>Do zapytania nie dodano żadnych profili: pokazuje ono trzy najlepsze ze wszystkich %n profili.</numerusform>
            <numerusform>Do zapytania nie dodano żadnych profili: pokazuje ono trzy najlepsze ze wszystkich %n profili.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save quote request</source>
        <translation>Zapisz zapytanie ofertowe</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Dokumenty PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Quote not saved</source>
        <translation>Nie zapisano zapytania ofertowego</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>Nie można zapisać {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>RatesEditor</name>
    <message>
        <source>Currency</source>
        <translation>Waluta</translation>
    </message>
    <message>
        <source>Per 1 {base}</source>
        <translation>Za 1 {base}</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>Kursy walut</translation>
    </message>
    <message>
        <source>&amp;Add currency</source>
        <translation>&amp;Dodaj walutę</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>Restore the &amp;defaults</source>
        <translation>&amp;Przywróć domyślne</translation>
    </message>
    <message>
        <source>Use the shipped rates again (their date and source are shown).</source>
        <translation>Użyj ponownie dostarczonych kursów (ich data i źródło są pokazane).</translation>
    </message>
    <message>
        <source>Your own rates{date}. Offers in a currency not listed here are not ranked against offers in other currencies.</source>
        <translation>Twoje własne kursy{date}. Oferty w walucie, której tu nie ma, nie są porównywane z ofertami w innych walutach.</translation>
    </message>
    <message>
        <source>Shipped defaults: {source} ({date}). Replace them with the rates you use; offers in a currency not listed here are not ranked against offers in other currencies.</source>
        <translation>Domyślne dostarczone: {source} ({date}). Zastąp je kursami, których używasz; oferty w walucie, której tu nie ma, nie są porównywane z ofertami w innych walutach.</translation>
    </message>
    <message>
        <source>Row {row}: “{code}” is not a three-letter currency code.</source>
        <translation>Wiersz {row}: „{code}” nie jest trzyliterowym kodem waluty.</translation>
    </message>
    <message>
        <source>{code}: the rate must be a number above 0.</source>
        <translation>{code}: kurs musi być liczbą większą od 0.</translation>
    </message>
</context>
<context>
    <name>RepresentationPage</name>
    <message>
        <source>The model&apos;s weights</source>
        <translation>Wagi modelu</translation>
    </message>
    <message>
        <source>Wei&amp;ght precision:</source>
        <translation>&amp;Precyzja wag:</translation>
    </message>
    <message>
        <source>How many bits store each of the model&apos;s numbers. Fewer bits: less memory and usually faster answers, at some cost in answer quality.</source>
        <translation>Ile bitów zajmuje każda liczba modelu. Mniej bitów: mniej pamięci i zwykle szybsze odpowiedzi, kosztem pewnej utraty jakości odpowiedzi.</translation>
    </message>
    <message>
        <source>Automatic — as the model is released</source>
        <translation>Automatycznie — tak jak model został wydany</translation>
    </message>
    <message>
        <source>The text encoders (image generation)</source>
        <translation>Kodery tekstu (generowanie obrazów)</translation>
    </message>
    <message>
        <source>Te&amp;xt-encoder precision:</source>
        <translation>Precyzja &amp;koderów tekstu:</translation>
    </message>
    <message>
        <source>The models that read the description before the image is made (T5-XXL alone is 4.8 billion parameters). Storing them in 8 or 4 bits saves several GB at a small cost in how well the image follows the text.</source>
        <translation>Modele, które czytają opis, zanim powstanie obraz (sam T5-XXL ma 4,8 mld parametrów). Przechowywanie ich w 8 lub 4 bitach oszczędza kilka GB kosztem niewielkiej utraty zgodności obrazu z tekstem.</translation>
    </message>
    <message>
        <source>Automatic — 16-bit, as the pipeline runs</source>
        <translation>Automatycznie — 16 bitów, jak działa potok</translation>
    </message>
    <message>
        <source>The conversation memory (KV cache)</source>
        <translation>Pamięć rozmowy (KV cache)</translation>
    </message>
    <message>
        <source>&amp;KV-cache precision:</source>
        <translation>Precyzja pamięci &amp;KV cache:</translation>
    </message>
    <message>
        <source>The KV cache holds each conversation&apos;s tokens while the model answers. It grows with text length and with the number of users; storing it in fewer bits lets more fit.</source>
        <translation>Pamięć KV cache przechowuje tokeny każdej rozmowy, gdy model odpowiada. Rośnie wraz z długością tekstu i liczbą użytkowników; zapisanie jej w mniejszej liczbie bitów pozwala zmieścić więcej.</translation>
    </message>
    <message>
        <source>Automatic — 16-bit (BF16)</source>
        <translation>Automatycznie — 16 bitów (BF16)</translation>
    </message>
    <message>
        <source>The software that runs it</source>
        <translation>Oprogramowanie, które go uruchamia</translation>
    </message>
    <message>
        <source>&amp;Runtime:</source>
        <translation>Ś&amp;rodowisko uruchomieniowe:</translation>
    </message>
    <message>
        <source>The serving or training software. It decides how memory is reserved and which formats can be used.</source>
        <translation>Oprogramowanie do obsługi zapytań lub treningu. Decyduje o tym, jak rezerwowana jest pamięć i których formatów można użyć.</translation>
    </message>
    <message>
        <source>Representation</source>
        <translation>Reprezentacja</translation>
    </message>
    <message>
        <source>How the model is stored and run. Each choice trades memory against answer quality and speed; &apos;Automatic&apos; keeps the model as released.</source>
        <translation>Jak model jest zapisany i uruchamiany. Każdy wybór to kompromis między pamięcią a jakością i szybkością odpowiedzi; „Automatycznie” zachowuje model w postaci, w jakiej został wydany.</translation>
    </message>
    <message>
        <source>{name} — {bits} bits, {quality}</source>
        <translation>{name} — {bits} bit, {quality}</translation>
    </message>
    <message>
        <source>Speed: the reference; every token reads all weights at full size.</source>
        <translation>Szybkość: punkt odniesienia; każdy token odczytuje wszystkie wagi w pełnym rozmiarze.</translation>
    </message>
    <message>
        <source>Speed: usually faster generation than 16-bit (half the bytes read per token).</source>
        <translation>Szybkość: zwykle szybsze generowanie niż w 16 bitach (o połowę mniej bajtów odczytywanych na token).</translation>
    </message>
    <message>
        <source>Speed: usually the fastest generation for one user (fewest bytes per token); prompt processing can be slower while weights are unpacked.</source>
        <translation>Szybkość: zwykle najszybsze generowanie dla jednego użytkownika (najmniej bajtów na token); przetwarzanie promptu może być wolniejsze, gdy wagi są rozpakowywane.</translation>
    </message>
    <message>
        <source>Memory: about {bits} bits per weight (16-bit formats use 16).</source>
        <translation>Pamięć: około {bits} bit na wagę (formaty 16-bitowe: 16).</translation>
    </message>
    <message>
        <source>Quality: {quality}.</source>
        <translation>Jakość: {quality}.</translation>
    </message>
    <message>
        <source>Needs GPUs with native {kinds} support to be fast.</source>
        <translation>Aby działać szybko, wymaga GPU z natywną obsługą {kinds}.</translation>
    </message>
    <message>
        <source>Runs on: {runtimes}.</source>
        <translation>Działa w: {runtimes}.</translation>
    </message>
    <message>
        <source>Memory: about {bits} bits per cached value (16-bit uses 16); fewer bits fit more users or longer texts.</source>
        <translation>Pamięć: około {bits} bit na zapisaną wartość (format 16-bitowy: 16); mniej bitów to więcej użytkowników lub dłuższe teksty.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>nieznana</translation>
    </message>
    <message>
        <source>Automatic uses {format} here (as released; BF16 for training, NF4 for QLoRA).</source>
        <translation>Ustawienie automatyczne używa tutaj {format} (tak jak wydano; BF16 do treningu, NF4 dla QLoRA).</translation>
    </message>
    <message>
        <source>Automatic keeps the cache in 16-bit: the reference quality.</source>
        <translation>Ustawienie automatyczne przechowuje KV cache w 16 bitach: jakość referencyjna.</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Target &amp;server:</source>
        <translation>Se&amp;rwer docelowy:</translation>
    </message>
    <message>
        <source>the verdict</source>
        <translation>werdykt</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Werdykt</translation>
    </message>
    <message>
        <source>How the work is placed</source>
        <translation>Jak rozmieszczona jest praca</translation>
    </message>
    <message>
        <source>&amp;Warnings and advice</source>
        <translation>&amp;Ostrzeżenia i porady</translation>
    </message>
    <message>
        <source>Memory of this workload</source>
        <translation>Pamięć tego obciążenia</translation>
    </message>
    <message>
        <source>Wait against traffic</source>
        <translation>Oczekiwanie a ruch</translation>
    </message>
    <message>
        <source>All workloads together</source>
        <translation>Wszystkie obciążenia razem</translation>
    </message>
    <message>
        <source>Sizes in:</source>
        <translation>Rozmiary w:</translation>
    </message>
    <message>
        <source>Show sizes in {unit}</source>
        <translation>Pokaż rozmiary w {unit}</translation>
    </message>
    <message>
        <source>Every size in the window switches to {unit}.</source>
        <translation>Wszystkie rozmiary w oknie zostaną przełączone na {unit}.</translation>
    </message>
    <message>
        <source>GB and GiB</source>
        <translation>GB i GiB</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <source>Measure</source>
        <translation>Miara</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Zmierzono</translation>
    </message>
    <message>
        <source>Estimate (typical, low – high)</source>
        <translation>Oszacowanie (typowe, min. – maks.)</translation>
    </message>
    <message>
        <source>Against the estimate</source>
        <translation>Względem oszacowania</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Kryterium</translation>
    </message>
    <message>
        <source>Decides</source>
        <translation>Decyduje</translation>
    </message>
    <message>
        <source>Worst measured</source>
        <translation>Najgorszy pomiar</translation>
    </message>
    <message>
        <source>In run</source>
        <translation>W przebiegu</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Przebieg</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Tokeny wejścia</translation>
    </message>
    <message>
        <source>At once</source>
        <translation>Naraz</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Zapytania</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Nieudane</translation>
    </message>
    <message>
        <source>TTFT p50</source>
        <translation>TTFT p50</translation>
    </message>
    <message>
        <source>TTFT p95</source>
        <translation>TTFT p95</translation>
    </message>
    <message>
        <source>Est. TTFT</source>
        <translation>Szac. TTFT</translation>
    </message>
    <message>
        <source>Tokens/s per user</source>
        <translation>Tokeny/s na użytkownika</translation>
    </message>
    <message>
        <source>Est. tokens/s per user</source>
        <translation>Szac. tokeny/s na użytkownika</translation>
    </message>
    <message>
        <source>Tokens/s, all</source>
        <translation>Tokeny/s, łącznie</translation>
    </message>
    <message>
        <source>Peak GPU memory</source>
        <translation>Szczytowe zużycie pamięci GPU</translation>
    </message>
    <message>
        <source>Meets criteria</source>
        <translation>Spełnia kryteria</translation>
    </message>
    <message>
        <source>Measured against the estimate</source>
        <translation>Pomiary a oszacowanie</translation>
    </message>
    <message>
        <source>Memory per component (pilot_memory.py)</source>
        <translation>Pamięć według składowych (pilot_memory.py)</translation>
    </message>
    <message>
        <source>Acceptance criteria</source>
        <translation>Kryteria akceptacji</translation>
    </message>
    <message>
        <source>Every run of the load test</source>
        <translation>Wszystkie przebiegi testu obciążeniowego</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Uwagi</translation>
    </message>
    <message>
        <source>No results imported yet. When the pilot has run, choose Import results… and pick its results.json (and the memory-….json files, if any).</source>
        <translation>Nie zaimportowano jeszcze wyników. Po przeprowadzeniu pilotażu wybierz Importuj wyniki… i wskaż jego plik results.json (oraz pliki memory-….json, jeśli są).</translation>
    </message>
    <message>
        <source>Versions: {list}</source>
        <translation>Wersje: {list}</translation>
    </message>
    <message>
        <source>Imported: {files}.</source>
        <translation>Zaimportowano: {files}.</translation>
    </message>
    <message>
        <source>Model measured: {models}.</source>
        <translation>Zmierzony model: {models}.</translation>
    </message>
    <message>
        <source>Measured {start} – {end}.</source>
        <translation>Pomiary: {start} – {end}.</translation>
    </message>
    <message>
        <source>Estimates on {server}.</source>
        <translation>Oszacowania dla {server}.</translation>
    </message>
    <message>
        <source>No server chosen for the pilot: speeds are shown without an estimate.</source>
        <translation>Nie wybrano serwera pilotażu: szybkości są pokazane bez oszacowania.</translation>
    </message>
</context>
<context>
    <name>ResultsProblemsDialog</name>
    <message>
        <source>Pilot results not read</source>
        <translation>Nie wczytano wyników pilotażu</translation>
    </message>
    <message>
        <source>These files are not pilot results Headroom can read; nothing of them was imported.</source>
        <translation>Te pliki nie są wynikami pilotażu, które Headroom potrafi odczytać; nic z nich nie zaimportowano.</translation>
    </message>
    <message numerus="yes">
        <source>The other %n files were imported.</source>
        <translation>
            <numerusform>Pozostały %n plik został zaimportowany.</numerusform>
            <numerusform>Pozostałe %n pliki zostały zaimportowane.</numerusform>
            <numerusform>Pozostałych %n plików zostało zaimportowanych.</numerusform>
        </translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemy</translation>
    </message>
</context>
<context>
    <name>Runtimes</name>
    <message>
        <source>High-throughput serving for many users; reserves most of the GPU memory at start.</source>
        <translation>Obsługa z wysoką przepustowością dla wielu użytkowników; przy starcie rezerwuje większość pamięci GPU.</translation>
    </message>
    <message>
        <source>High-throughput serving, similar to vLLM; strong at shared prompt prefixes.</source>
        <translation>Obsługa z wysoką przepustowością, podobnie jak vLLM; mocny przy wspólnych prefiksach promptów.</translation>
    </message>
    <message>
        <source>Hugging Face Text Generation Inference: production serving.</source>
        <translation>Hugging Face Text Generation Inference: obsługa produkcyjna.</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s compiled engine (also inside NIM): the fastest on NVIDIA GPUs; builds an engine per model and GPU.</source>
        <translation>Kompilowany silnik NVIDIA (działa też w NIM): najszybszy na GPU NVIDIA; buduje silnik dla każdego modelu i GPU.</translation>
    </message>
    <message>
        <source>The Hugging Face library: simple, slower for serving; usual for training.</source>
        <translation>Biblioteka Hugging Face: prosta, wolniejsza przy obsłudze zapytań; zwykle używana do treningu.</translation>
    </message>
    <message>
        <source>Runs GGUF files, also on small servers and workstations.</source>
        <translation>Uruchamia pliki GGUF, także na małych serwerach i stacjach roboczych.</translation>
    </message>
    <message>
        <source>Easy local serving on top of llama.cpp.</source>
        <translation>Łatwe lokalne udostępnianie modeli w oparciu o llama.cpp.</translation>
    </message>
    <message>
        <source>Another runtime: a neutral estimate.</source>
        <translation>Inne środowisko uruchomieniowe: neutralne oszacowanie.</translation>
    </message>
</context>
<context>
    <name>Scenarios</name>
    <message>
        <source>Internal chat assistant for about 50 staff</source>
        <translation>Wewnętrzny asystent czatu dla około 50 pracowników</translation>
    </message>
    <message>
        <source>Llama 3.1 8B in full 16-bit quality on vLLM. Of 50 staff, about 1 in 6 asks something at the same moment: 8 conversations at once. A question with its context is about 2,000 tokens (three pages), an answer about 500; a pasted long document up to 16,000 tokens. First words within 2 seconds and at least 20 tokens per second for each reader (faster than reading).</source>
        <translation>Llama 3.1 8B w pełnej 16-bitowej jakości na vLLM. Z 50 pracowników mniej więcej 1 na 6 pyta o coś w tym samym momencie: 8 rozmów naraz. Pytanie wraz z kontekstem to około 2000 tokenów (trzy strony), odpowiedź około 500; wklejony długi dokument do 16 000 tokenów. Pierwsze słowa w ciągu 2 sekund i co najmniej 20 tokenów na sekundę dla każdego czytelnika (szybciej niż czytanie).</translation>
    </message>
    <message>
        <source>Questions about long documents (contracts, reports)</source>
        <translation>Pytania o długie dokumenty (umowy, raporty)</translation>
    </message>
    <message>
        <source>Llama 3.1 70B compressed to 4 bits (AWQ) on vLLM. Documents of 40–60 pages (about 32,000 tokens) with answers of about 1,000 tokens; 4 questions at once; the longest document 100,000 tokens. Waiting up to 15 seconds for the first words is acceptable.</source>
        <translation>Llama 3.1 70B skompresowana do 4 bitów (AWQ) na vLLM. Dokumenty po 40–60 stron (około 32 000 tokenów) z odpowiedziami po około 1000 tokenów; 4 pytania naraz; najdłuższy dokument 100 000 tokenów. Czekanie na pierwsze słowa do 15 sekund jest akceptowalne.</translation>
    </message>
    <message>
        <source>Overnight batch summaries</source>
        <translation>Nocne wsadowe streszczenia</translation>
    </message>
    <message>
        <source>Llama 3.1 8B on vLLM summarises 10,000 documents a night: each about 4,000 tokens in, 300 tokens out, 32 documents in parallel. Nobody waits for single answers; the whole batch must finish in 8 hours: 10,000 × 300 tokens ÷ 28,800 s ≈ 105 tokens per second, asked as 150 for margin.</source>
        <translation>Llama 3.1 8B na vLLM streszcza 10 000 dokumentów w ciągu nocy: każdy to około 4000 tokenów na wejściu i 300 tokenów na wyjściu, 32 dokumenty równolegle. Nikt nie czeka na pojedyncze odpowiedzi; cały batch musi się zakończyć w 8 godzin: 10 000 × 300 tokenów ÷ 28 800 s ≈ 105 tokenów na sekundę, z zapasem przyjęte jako 150.</translation>
    </message>
    <message>
        <source>Adapt a model to our support tickets (LoRA)</source>
        <translation>Dostosowanie modelu do naszych zgłoszeń serwisowych (LoRA)</translation>
    </message>
    <message>
        <source>Llama 3.1 8B adapted with LoRA (rank 16, all linear layers) on about 20 million tokens of support tickets, 3 passes, sequences of 2,048 tokens, 4 per step, gradient checkpointing on, one GPU, with Hugging Face transformers.</source>
        <translation>Llama 3.1 8B dostosowana za pomocą LoRA (ranga 16, wszystkie warstwy liniowe) na około 20 milionach tokenów zgłoszeń serwisowych, 3 przejścia, sekwencje po 2048 tokenów, 4 na krok, gradient checkpointing włączony, jeden GPU, z użyciem Hugging Face transformers.</translation>
    </message>
    <message>
        <source>Embeddings for document search</source>
        <translation>Embeddingi do wyszukiwania dokumentów</translation>
    </message>
    <message>
        <source>BGE-M3 turns text into search vectors: passages of up to 512 tokens, 64 at a time, for indexing about a million passages and answering search queries. No text is generated.</source>
        <translation>BGE-M3 zamienia tekst na wektory wyszukiwania: fragmenty do 512 tokenów, po 64 naraz, do zindeksowania około miliona fragmentów i obsługi zapytań wyszukiwania. Nie jest generowany żaden tekst.</translation>
    </message>
</context>
<context>
    <name>ServerPicker</name>
    <message>
        <source>Target server</source>
        <translation>Serwer docelowy</translation>
    </message>
    <message>
        <source>The server to check the workload against: an example profile or one you saved in the Servers view.</source>
        <translation>Serwer, względem którego sprawdzane jest obciążenie: przykładowy profil lub profil zapisany w widoku Serwery.</translation>
    </message>
    <message>
        <source>No server picked — show the memory needed</source>
        <translation>Nie wybrano serwera — pokaż potrzebną pamięć</translation>
    </message>
    <message>
        <source>Your saved servers</source>
        <translation>Twoje zapisane serwery</translation>
    </message>
    <message>
        <source>Example servers</source>
        <translation>Przykładowe serwery</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>As the system (default)</source>
        <translation>Jak w systemie (domyślnie)</translation>
    </message>
    <message>
        <source>The language of the window and of the messages.</source>
        <translation>Język okna i komunikatów.</translation>
    </message>
    <message>
        <source>GB — 10⁹ bytes, as vendors quote memory</source>
        <translation>GB — 10⁹ bajtów, tak jak producenci podają pamięć</translation>
    </message>
    <message>
        <source>GiB — 2³⁰ bytes, as nvidia-smi shows it</source>
        <translation>GiB — 2³⁰ bajtów, tak jak pokazuje nvidia-smi</translation>
    </message>
    <message>
        <source>The unit every size in the window is shown in.</source>
        <translation>Jednostka, w której wyświetlane są wszystkie rozmiary w oknie.</translation>
    </message>
    <message>
        <source>A new language applies the next time Headroom starts.</source>
        <translation>Nowy język zostanie zastosowany przy następnym uruchomieniu Headroom.</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>Kursy walut</translation>
    </message>
    <message>
        <source>Bought servers</source>
        <translation>Kupione serwery</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <source>&amp;Sizes in:</source>
        <translation>&amp;Rozmiary w:</translation>
    </message>
</context>
<context>
    <name>TargetField</name>
    <message>
        <source>must-have</source>
        <translation>obowiązkowe</translation>
    </message>
    <message>
        <source>nice-to-have</source>
        <translation>mile widziane</translation>
    </message>
    <message>
        <source>Must-have: a server that misses it is out. Nice-to-have: preferred, not required.</source>
        <translation>Obowiązkowe: serwer, który tego nie spełnia, odpada. Mile widziane: preferowane, ale niewymagane.</translation>
    </message>
    <message>
        <source>{name}: importance</source>
        <translation>{name}: ważność</translation>
    </message>
</context>
<context>
    <name>TargetsPage</name>
    <message>
        <source>Speed</source>
        <translation>Szybkość</translation>
    </message>
    <message>
        <source>First words wi&amp;thin:</source>
        <translation>Pierwsze słowa &amp;w ciągu:</translation>
    </message>
    <message>
        <source>Time to first token: how long someone waits before the answer starts to appear. 1–3 s feels responsive in chat.</source>
        <translation>Czas do pierwszego tokenu: jak długo ktoś czeka, zanim zacznie pojawiać się odpowiedź. W czacie 1–3 s odczuwa się jako szybką reakcję.</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>bez celu</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>sekundy</translation>
    </message>
    <message>
        <source>…for th&amp;is share of answers:</source>
        <translation>…dla &amp;odsetka odpowiedzi:</translation>
    </message>
    <message>
        <source>With traffic (Load step): the share of answers, in per cent, that must start within the time above, e.g. 95 for &apos;95 % of answers start within 2 s&apos;. Empty: half of them (the median).</source>
        <translation>Przy ruchu (krok Obciążenie): odsetek odpowiedzi w procentach, które muszą się zacząć w podanym czasie, np. 95 dla „95 % odpowiedzi zaczyna się w ciągu 2 s”. Puste: połowa (mediana).</translation>
    </message>
    <message>
        <source>Who&amp;le answer within:</source>
        <translation>&amp;Cała odpowiedź w ciągu:</translation>
    </message>
    <message>
        <source>Time from sending the question to the last word of the answer.</source>
        <translation>Czas od wysłania pytania do ostatniego słowa odpowiedzi.</translation>
    </message>
    <message>
        <source>…for this share of &amp;complete answers:</source>
        <translation>…dla odsetka &amp;pełnych:</translation>
    </message>
    <message>
        <source>With traffic: the share of answers, in per cent, that must finish within the time above.</source>
        <translation>Przy ruchu: odsetek odpowiedzi w procentach, które muszą się zakończyć w podanym czasie.</translation>
    </message>
    <message>
        <source>&amp;Reading speed per user:</source>
        <translation>&amp;Szybkość czytania na użytkownika:</translation>
    </message>
    <message>
        <source>How fast each answer streams. People read about 5–10 tokens per second; 20 feels fluent.</source>
        <translation>Jak szybko napływa każda odpowiedź. Ludzie czytają około 5–10 tokenów na sekundę; 20 wydaje się płynne.</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokeny/s</translation>
    </message>
    <message>
        <source>Total thr&amp;oughput:</source>
        <translation>Całkowita &amp;przepustowość:</translation>
    </message>
    <message>
        <source>Tokens generated per second by the whole server, all users together; matters for batch jobs.</source>
        <translation>Tokeny generowane na sekundę przez cały serwer, dla wszystkich użytkowników razem; ważne przy zadaniach wsadowych.</translation>
    </message>
    <message>
        <source>Speed targets apply to serving. For training, the result shows the estimated training time on the picked server.</source>
        <translation>Cele szybkości dotyczą obsługi zapytań. Dla treningu wynik pokazuje szacowany czas treningu na wybranym serwerze.</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>Czas treningu</translation>
    </message>
    <message>
        <source>Whole &amp;job within:</source>
        <translation>&amp;Całe zadanie w ciągu:</translation>
    </message>
    <message>
        <source>The whole training job, every epoch over the dataset, must finish within this many hours. Needs the dataset size (Load step) to be checked.</source>
        <translation>Całe zadanie treningowe, wszystkie epoki na zbiorze danych, musi się zakończyć w ciągu tylu godzin. Do sprawdzenia potrzebny jest rozmiar zbioru danych (krok Obciążenie).</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>godzin</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Jakość</translation>
    </message>
    <message>
        <source>&amp;Quality notes:</source>
        <translation>&amp;Uwagi o jakości:</translation>
    </message>
    <message>
        <source>What a good answer looks like, in your words: e.g. &apos;cites the right contract clause&apos;. The pilot checks it.</source>
        <translation>Jak wygląda dobra odpowiedź, Twoimi słowami: np. „cytuje właściwy punkt umowy”. Sprawdza to pilotaż.</translation>
    </message>
    <message>
        <source>e.g. Answers match our knowledge base</source>
        <translation>np. Odpowiedzi zgodne z naszą bazą wiedzy</translation>
    </message>
    <message>
        <source>Quality wei&amp;ght:</source>
        <translation>Wa&amp;ga jakości:</translation>
    </message>
    <message>
        <source>Must-have: a setup that fails it is out.</source>
        <translation>Obowiązkowe: konfiguracja, która tego nie spełnia, odpada.</translation>
    </message>
    <message>
        <source>must-have</source>
        <translation>obowiązkowe</translation>
    </message>
    <message>
        <source>nice-to-have</source>
        <translation>mile widziane</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Cele</translation>
    </message>
    <message>
        <source>What is good enough? Leave a field empty when it does not matter. Must-haves rule servers out; nice-to-haves rank them.</source>
        <translation>Co jest wystarczająco dobre? Pozostaw pole puste, jeśli nie ma znaczenia. Wymagania obowiązkowe wykluczają serwery; mile widziane decydują o ich kolejności.</translation>
    </message>
    <message>
        <source>Estimate on {server}: about {typical} {unit} (between {low} and {high}).</source>
        <translation>Oszacowanie dla {server}: około {typical} {unit} (od {low} do {high}).</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
</context>
<context>
    <name>Tasks</name>
    <message>
        <source>Documents per hour</source>
        <translation>Dokumentów na godzinę</translation>
    </message>
    <message>
        <source>Tokens per hour</source>
        <translation>Tokenów na godzinę</translation>
    </message>
    <message>
        <source>Images per hour</source>
        <translation>Obrazów na godzinę</translation>
    </message>
    <message>
        <source>Audio hours transcribed per hour</source>
        <translation>Godzin nagrań transkrybowanych na godzinę</translation>
    </message>
    <message>
        <source>documents</source>
        <translation>dokumentów</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokenów</translation>
    </message>
    <message>
        <source>images</source>
        <translation>obrazów</translation>
    </message>
    <message>
        <source>audio hours</source>
        <translation>godzin nagrań</translation>
    </message>
    <message>
        <source>One request (images: {images}; steps: {steps})</source>
        <translation>Jedno żądanie (obrazów: {images}; kroków: {steps})</translation>
    </message>
    <message>
        <source>One request ({seconds} of audio)</source>
        <translation>Jedno żądanie ({seconds} nagrania)</translation>
    </message>
    <message>
        <source>One request ({tokens} tokens read)</source>
        <translation>Jedno żądanie (przeczytanych tokenów: {tokens})</translation>
    </message>
    <message>
        <source>One request, prompt to last token</source>
        <translation>Jedno żądanie, od zapytania do ostatniego tokenu</translation>
    </message>
    <message>
        <source>Image tokens in each prompt (in the KV cache and the time to first token)</source>
        <translation>Tokeny obrazów w każdym zapytaniu (w pamięci KV i w czasie do pierwszego tokenu)</translation>
    </message>
    <message>
        <source>Preparing the images on the CPU before the GPU sees them (part of the time to first token)</source>
        <translation>Przygotowanie obrazów na CPU, zanim trafią do GPU (część czasu do pierwszego tokenu)</translation>
    </message>
    <message>
        <source>The batch of {amount} {unit} takes about {hours} h ({low}–{high} h)</source>
        <translation>Wsad {amount} {unit} zajmie około {hours} h ({low}–{high} h)</translation>
    </message>
    <message>
        <source>finished within the {deadline} h deadline</source>
        <translation>mieści się w terminie {deadline} h</translation>
    </message>
    <message>
        <source>NOT finished within the {deadline} h deadline</source>
        <translation>NIE mieści się w terminie {deadline} h</translation>
    </message>
    <message>
        <source>it costs about {cost}</source>
        <translation>koszt około {cost}</translation>
    </message>
    <message>
        <source>Images at once: {images}; denoiser tokens per image: {tokens}; steps: {steps}</source>
        <translation>Obrazów naraz: {images}; tokenów odszumiacza na obraz: {tokens}; kroków: {steps}</translation>
    </message>
    <message>
        <source>the model&apos;s default</source>
        <translation>domyślnie dla modelu</translation>
    </message>
    <message>
        <source>30-second windows at once: {windows}; encoder positions per window: {positions}; beams: {beams}</source>
        <translation>Okien 30-sekundowych naraz: {windows}; pozycji kodera na okno: {positions}; wiązek: {beams}</translation>
    </message>
</context>
<context>
    <name>Together</name>
    <message>
        <source>fits: every workload has GPUs of its own; the busiest GPU needs {need} of {capacity}</source>
        <translation>mieści się: każde obciążenie ma własne GPU; najbardziej obciążony GPU potrzebuje {need} z {capacity}</translation>
    </message>
    <message>
        <source>fits: {workload} shares a GPU (launched with {knob} {fraction}); the busiest GPU needs {need} of {capacity}</source>
        <translation>mieści się: „{workload}” dzieli GPU z innym obciążeniem (uruchomienie z {knob} {fraction}); najbardziej obciążony GPU potrzebuje {need} z {capacity}</translation>
    </message>
    <message>
        <source>fits: the workloads are never loaded at the same time, so the need is the larger one, {need} of {capacity}</source>
        <translation>mieści się: obciążenia nigdy nie działają jednocześnie, więc potrzeba tyle, ile większe z nich — {need} z {capacity}</translation>
    </message>
    <message>
        <source>does not fit: {workload} does not fit on this server even alone</source>
        <translation>nie mieści się: „{workload}” nie mieści się na tym serwerze nawet samo</translation>
    </message>
    <message>
        <source>does not fit: at {hours} the workloads loaded together need {need} on one GPU of {capacity}</source>
        <translation>nie mieści się: w godzinach {hours} obciążenia działające razem potrzebują {need} na jednym GPU z {capacity}</translation>
    </message>
    <message>
        <source>memory fits ({need} of {capacity} on the busiest GPU), but {workload} misses a must-have while it shares its GPU&apos;s time with the others</source>
        <translation>pamięć się mieści ({need} z {capacity} na najbardziej obciążonym GPU), ale „{workload}” nie spełnia wymogu obowiązkowego, gdy dzieli czas swojego GPU z innymi</translation>
    </message>
    <message>
        <source>fits tightly</source>
        <translation>mieści się na styk</translation>
    </message>
    <message>
        <source>shares GPU {gpus} with {others}</source>
        <translation>dzieli GPU {gpus} z: {others}</translation>
    </message>
    <message>
        <source>GPU {gpus}</source>
        <translation>GPU {gpus}</translation>
    </message>
    <message>
        <source>Workloads that share a GPU share its time: while all are busy each gets a part of it, so their speeds are divided by the number sharing before the must-haves are checked. A pilot measures it.</source>
        <translation>Obciążenia na jednym GPU dzielą jego czas: gdy wszystkie pracują, każde dostaje część, więc ich szybkość dzieli się przez liczbę obciążeń na GPU, zanim sprawdzone zostaną wymogi obowiązkowe. Pilotaż to zmierzy.</translation>
    </message>
    <message>
        <source>all day</source>
        <translation>cały dzień</translation>
    </message>
    <message>
        <source>No server in the list holds every workload and meets every must-have.</source>
        <translation>Żaden serwer z listy nie mieści wszystkich obciążeń przy spełnieniu wszystkich wymogów obowiązkowych.</translation>
    </message>
    <message>
        <source> at {price} a month</source>
        <translation> za {price} miesięcznie</translation>
    </message>
    <message>
        <source>Recommended for the whole set: {server}{price}.</source>
        <translation>Zalecany dla całego zestawu: {server}{price}.</translation>
    </message>
</context>
<context>
    <name>TogetherBox</name>
    <message>
        <source>All workloads together</source>
        <translation>Wszystkie obciążenia razem</translation>
    </message>
    <message numerus="yes">
        <source>All %n workloads on one server</source>
        <translation>
            <numerusform>Wszystkie obciążenia (%n) na jednym serwerze</numerusform>
            <numerusform>Wszystkie obciążenia (%n) na jednym serwerze</numerusform>
            <numerusform>Wszystkie obciążenia (%n) na jednym serwerze</numerusform>
        </translation>
    </message>
    <message>
        <source>Fix the marked fields of: {names}.</source>
        <translation>Popraw zaznaczone pola w: {names}.</translation>
    </message>
    <message>
        <source>Pick a target server to see whether all the workloads fit on it together.</source>
        <translation>Wybierz serwer docelowy, aby sprawdzić, czy wszystkie obciążenia zmieszczą się na nim razem.</translation>
    </message>
    <message numerus="yes">
        <source>All %n workloads together: {verdict}</source>
        <translation>
            <numerusform>Razem %n obciążenie: {verdict}</numerusform>
            <numerusform>Razem %n obciążenia: {verdict}</numerusform>
            <numerusform>Razem %n obciążeń: {verdict}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TogetherChart</name>
    <message>
        <source>Memory per GPU, by workload</source>
        <translation>Pamięć na każdym GPU według obciążeń</translation>
    </message>
    <message>
        <source>GPU {n}</source>
        <translation>GPU {n}</translation>
    </message>
</context>
<context>
    <name>TogetherDetail</name>
    <message>
        <source>All workloads on the target server, per GPU</source>
        <translation>Wszystkie obciążenia na serwerze docelowym, według GPU</translation>
    </message>
    <message>
        <source>Untitled workload</source>
        <translation>Obciążenie bez nazwy</translation>
    </message>
    <message>
        <source>usable {size}</source>
        <translation>dostępne {size}</translation>
    </message>
    <message>
        <source>Per GPU at {hours}, the busiest part of the day</source>
        <translation>Według GPU w godzinach {hours}, najbardziej obciążona pora dnia</translation>
    </message>
</context>
<context>
    <name>TogetherTab</name>
    <message>
        <source>Server</source>
        <translation>Serwer</translation>
    </message>
    <message>
        <source>All workloads together</source>
        <translation>Wszystkie obciążenia razem</translation>
    </message>
    <message>
        <source>Busiest GPU: need / usable</source>
        <translation>Najbardziej obciążony GPU: potrzeba / dostępne</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Dlaczego</translation>
    </message>
    <message>
        <source>The compared servers for all workloads together</source>
        <translation>Porównywane serwery dla wszystkich obciążeń razem</translation>
    </message>
    <message>
        <source>Fix the marked fields of every workload to judge them together.</source>
        <translation>Popraw zaznaczone pola wszystkich obciążeń, aby ocenić je razem.</translation>
    </message>
</context>
<context>
    <name>Traffic</name>
    <message>
        <source>Traffic at the busiest hour: {rate} requests/s ({share} of one server&apos;s peak of {peak} requests/s)</source>
        <translation>Ruch w najbardziej obciążonej godzinie: {rate} żądań/s ({share} szczytu jednego serwera, {peak} żądań/s)</translation>
    </message>
    <message>
        <source>Time to first token on one server: p50 {p50}, p95 {p95}, p99 {p99}</source>
        <translation>Czas do pierwszego tokenu na jednym serwerze: p50 {p50}, p95 {p95}, p99 {p99}</translation>
    </message>
    <message>
        <source>Whole answer on one server: p50 {p50}, p95 {p95}, p99 {p99}</source>
        <translation>Cała odpowiedź na jednym serwerze: p50 {p50}, p95 {p95}, p99 {p99}</translation>
    </message>
    <message>
        <source>Servers needed: {servers} (each {share} busy; first token p95 {p95}, whole answer p95 {request})</source>
        <translation>Potrzebne serwery: {servers} (każdy obciążony w {share}; pierwszy token p95 {p95}, cała odpowiedź p95 {request})</translation>
    </message>
    <message>
        <source>Servers needed: no number of servers meets the targets (even an idle server is slower than they ask)</source>
        <translation>Potrzebne serwery: żadna liczba serwerów nie spełnia celów (nawet bezczynny serwer jest wolniejszy, niż wymagają)</translation>
    </message>
    <message>
        <source>One server saturates: its queue grows through the busiest hour</source>
        <translation>Jeden serwer jest przeciążony: jego kolejka rośnie przez całą najbardziej obciążoną godzinę</translation>
    </message>
    <message>
        <source>{name} p{percentile} at most {target}: one server {one}; on the servers needed {needed}</source>
        <translation>{name} p{percentile} najwyżej {target}: jeden serwer {one}; na potrzebnych serwerach {needed}</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Czas do pierwszego tokenu</translation>
    </message>
    <message>
        <source>Whole answer</source>
        <translation>Cała odpowiedź</translation>
    </message>
    <message>
        <source>{rate} requests/s at the busiest hour</source>
        <translation>{rate} żądań/s w najbardziej obciążonej godzinie</translation>
    </message>
    <message>
        <source>{rate} requests/s at the busiest hour ({people} people × {per_person} requests an hour each)</source>
        <translation>{rate} żądań/s w najbardziej obciążonej godzinie ({people} osób × {per_person} żądań na godzinę każda)</translation>
    </message>
    <message>
        <source>arrivals in bursts (burstiness {burstiness})</source>
        <translation>żądania przychodzą seriami (nierównomierność {burstiness})</translation>
    </message>
    <message>
        <source>{percentile} % within {value}</source>
        <translation>{percentile} % w ciągu {value}</translation>
    </message>
    <message>
        <source>Requests per person per hour when not given: {source}.</source>
        <translation>Żądania na osobę na godzinę, gdy nie podano: {source}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
</context>
<context>
    <name>TrafficCanvas</name>
    <message>
        <source>Wait for the first words against the traffic</source>
        <translation>Oczekiwanie na pierwsze słowa w zależności od ruchu</translation>
    </message>
    <message>
        <source>Time to first token (p{percentile}) against requests per second on one server; the server saturates at {peak} requests/s.</source>
        <translation>Czas do pierwszego tokenu (p{percentile}) w zależności od żądań na sekundę na jednym serwerze; serwer nasyca się przy {peak} żądaniach/s.</translation>
    </message>
    <message>
        <source>target {value}</source>
        <translation>cel {value}</translation>
    </message>
    <message>
        <source>saturates at {peak} requests/s</source>
        <translation>nasycenie przy {peak} żądaniach/s</translation>
    </message>
    <message>
        <source>requests/s on one server; seconds to the first words (p{percentile})</source>
        <translation>żądania/s na jeden serwer; sekundy do pierwszych słów (p{percentile})</translation>
    </message>
</context>
<context>
    <name>WarningsPanel</name>
    <message>
        <source>Critical</source>
        <translation>Krytyczne</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Ostrzeżenie</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Uwaga</translation>
    </message>
</context>
<context>
    <name>WizardPanel</name>
    <message>
        <source>Wizard steps</source>
        <translation>Kroki kreatora</translation>
    </message>
    <message>
        <source>Click a step to go there; ⚠ marks a step with a field to fix.</source>
        <translation>Kliknij krok, aby do niego przejść; ⚠ oznacza krok z polem do poprawienia.</translation>
    </message>
    <message>
        <source>{number}. {title}</source>
        <translation>{number}. {title}</translation>
    </message>
    <message>
        <source>Help for the current field</source>
        <translation>Pomoc do bieżącego pola</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; W&amp;stecz</translation>
    </message>
    <message>
        <source>The previous step (Alt+B)</source>
        <translation>Poprzedni krok (Alt+S)</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Dalej &gt;</translation>
    </message>
    <message>
        <source>The next step (Enter or Alt+N)</source>
        <translation>Następny krok (Enter lub Alt+D)</translation>
    </message>
    <message>
        <source>Fix the marked fields on this step first.</source>
        <translation>Popraw najpierw oznaczone pola w tym kroku.</translation>
    </message>
    <message>
        <source>{step} ▸ {field}</source>
        <translation>{step} ▸ {field}</translation>
    </message>
</context>
</TS>
