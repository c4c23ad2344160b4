<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name></name>
    <message>
        <source>open the desktop window (the default)</source>
        <translation>открыть окно приложения (по умолчанию)</translation>
    </message>
    <message>
        <source>Open the desktop window, optionally with a workload file.</source>
        <translation>Открыть окно приложения, при необходимости с файлом нагрузки.</translation>
    </message>
    <message>
        <source>a .headroom.json workload to open</source>
        <translation>файл нагрузки .headroom.json, который нужно открыть</translation>
    </message>
    <message>
        <source>render the window into this PNG file (offscreen) and exit; given a folder, render every wizard step and view into it</source>
        <translation>отрисовать окно в этот PNG-файл (без экрана) и выйти; если указана папка — отрисовать в неё каждый шаг мастера и каждый раздел</translation>
    </message>
    <message>
        <source>visit every wizard step and view offscreen, list every text shown only in part, and exit with status 1 if there is one</source>
        <translation>пройти без экрана по всем шагам мастера и разделам, перечислить каждый текст, показанный не полностью, и выйти с кодом 1, если такой есть</translation>
    </message>
    <message>
        <source>show this wizard step: 1 goal, 2 model, 3 representation, 4 load, 5 targets, 6 operations</source>
        <translation>показать этот шаг мастера: 1 цель, 2 модель, 3 представление, 4 нагрузка, 5 целевые показатели, 6 эксплуатация</translation>
    </message>
    <message>
        <source>show this view</source>
        <translation>показать этот вид</translation>
    </message>
    <message>
        <source>language of the window (default: the saved setting, else the system&apos;s)</source>
        <translation>язык окна (по умолчанию: сохранённая настройка, иначе язык системы)</translation>
    </message>
    <message>
        <source>show sizes in GB (10^9 bytes) or GiB (2^30 bytes)</source>
        <translation>показывать размеры в GB (10^9 байт) или GiB (2^30 байт)</translation>
    </message>
    <message>
        <source>the server profile to check against</source>
        <translation>профиль сервера, с которым выполняется сравнение</translation>
    </message>
    <message>
        <source>headroom model inspect: {message}</source>
        <translation>headroom model inspect: {message}</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Active per token</source>
        <translation>Активных на токен</translation>
    </message>
    <message>
        <source>{n} routed, {k} per token</source>
        <translation>{n} маршрутизируемых, {k} на токен</translation>
    </message>
    <message>
        <source>, {s} shared</source>
        <translation>, {s} общих</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Эксперты</translation>
    </message>
    <message>
        <source>encoder (embeddings / reranking)</source>
        <translation>энкодер (эмбеддинги / переранжирование)</translation>
    </message>
    <message>
        <source>decoder (text generation)</source>
        <translation>декодер (генерация текста)</translation>
    </message>
    <message>
        <source>vision-language (images and text in, text out)</source>
        <translation>визуально-языковая (на входе изображения и текст, на выходе текст)</translation>
    </message>
    <message>
        <source>image generation (denoiser; its parts below)</source>
        <translation>генерация изображений (денойзер; его части ниже)</translation>
    </message>
    <message>
        <source>speech to text (audio encoder + text decoder)</source>
        <translation>речь в текст (аудиокодировщик + текстовый декодер)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Слои</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Размер скрытого слоя</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Головы внимания</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV-головы</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>Размерность головы</translation>
    </message>
    <message>
        <source>Latent KV (MLA)</source>
        <translation>Латентный KV (MLA)</translation>
    </message>
    <message>
        <source>{rank} + {rope} rope</source>
        <translation>{rank} + {rope} rope</translation>
    </message>
    <message>
        <source>none (encoder)</source>
        <translation>нет (энкодер)</translation>
    </message>
    <message>
        <source>KV cache per token (16-bit, all layers)</source>
        <translation>KV-кэш на токен (16 бит, все слои)</translation>
    </message>
    <message>
        <source>Layers with a KV cache</source>
        <translation>Слои с KV-кэшем</translation>
    </message>
    <message>
        <source>{n} of {layers}</source>
        <translation>{n} из {layers}</translation>
    </message>
    <message>
        <source>Fixed state per sequence</source>
        <translation>Фиксированное состояние на последовательность</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>{window} tokens on {n} of {layers} layers</source>
        <translation>{window} токенов на {n} из {layers} слоёв</translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation>Скользящее окно</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Словарь</translation>
    </message>
    <message>
        <source>Max context</source>
        <translation>Макс. контекст</translation>
    </message>
    <message>
        <source>{n} tokens</source>
        <translation>{n} токенов</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translation>Эмбеддинги</translation>
    </message>
    <message>
        <source>tied to the output head</source>
        <translation>общие с выходным слоем</translation>
    </message>
    <message>
        <source>separate output head</source>
        <translation>отдельный выходной слой</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Точность</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>не указано</translation>
    </message>
    <message>
        <source> ({bits:.2f} bits per weight)</source>
        <translation> ({bits:.2f} бит на вес)</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Веса</translation>
    </message>
    <message>
        <source>Prediction layers not loaded (MTP)</source>
        <translation>Незагружаемые слои предсказания (MTP)</translation>
    </message>
    <message>
        <source>{layers} layers × {hidden}, patches of {patch} px, merge {merge}</source>
        <translation>{layers} слоёв × {hidden}, патчи по {patch} пикс., слияние {merge}</translation>
    </message>
    <message>
        <source>Vision encoder</source>
        <translation>Визуальный кодировщик</translation>
    </message>
    <message>
        <source>Vision encoder shape</source>
        <translation>Форма визуального кодировщика</translation>
    </message>
    <message>
        <source>Text encoder</source>
        <translation>Текстовый кодировщик</translation>
    </message>
    <message>
        <source>VAE</source>
        <translation>VAE</translation>
    </message>
    <message>
        <source>Default steps</source>
        <translation>Шагов по умолчанию</translation>
    </message>
    <message>
        <source>Audio encoder</source>
        <translation>Аудиокодировщик</translation>
    </message>
    <message>
        <source>{params}, {layers} layers, {positions} positions per window</source>
        <translation>{params}, слоёв: {layers}, позиций на окно: {positions}</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Примечания:</translation>
    </message>
    <message>
        <source>Read from: {files}</source>
        <translation>Прочитано из: {files}</translation>
    </message>
    <message>
        <source> and {n} more</source>
        <translation> и ещё {n}</translation>
    </message>
    <message>
        <source>{path}: the folder is not empty (use --force to write into it)</source>
        <translation>{path}: папка не пуста (чтобы записать в неё, используйте --force)</translation>
    </message>
    <message>
        <source>{path}: not a folder</source>
        <translation>{path}: это не папка</translation>
    </message>
    <message>
        <source>{path}: cannot write the kit: {reason}</source>
        <translation>{path}: не удаётся записать комплект: {reason}</translation>
    </message>
    <message>
        <source>Pilot kit for {name} written to {folder}:</source>
        <translation>Комплект пилота для {name} записан в {folder}:</translation>
    </message>
    <message>
        <source>{speed} speed runs, {memory} memory runs, {criteria} acceptance criteria; see README.md.</source>
        <translation>Прогонов скорости: {speed}, прогонов измерения памяти: {memory}, критериев приёмки: {criteria}; см. README.md.</translation>
    </message>
    <message>
        <source>{runs} load-test runs, {memory} memory runs, {criteria} acceptance criteria; see README.md.</source>
        <translation>Прогонов нагрузочного теста: {runs}, прогонов измерения памяти: {memory}, критериев приёмки: {criteria}; см. README.md.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Pilot results for {name} ({models})</source>
        <translation>Результаты пилота для {name} ({models})</translation>
    </message>
    <message>
        <source>Measured {start} – {end}</source>
        <translation>Период измерений: {start} – {end}</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Метрика</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Измерено</translation>
    </message>
    <message>
        <source>Estimate (low–high)</source>
        <translation>Оценка (мин.–макс.)</translation>
    </message>
    <message>
        <source>Against the estimate</source>
        <translation>Относительно оценки</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Прогон</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Вход</translation>
    </message>
    <message>
        <source>Conc.</source>
        <translation>Паралл.</translation>
    </message>
    <message>
        <source>Req.</source>
        <translation>Запр.</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Сбоев</translation>
    </message>
    <message>
        <source>TTFT p95</source>
        <translation>TTFT p95</translation>
    </message>
    <message>
        <source>est. TTFT</source>
        <translation>оц. TTFT</translation>
    </message>
    <message>
        <source>tok/s p50</source>
        <translation>ток/с p50</translation>
    </message>
    <message>
        <source>est. tok/s</source>
        <translation>оц. ток/с</translation>
    </message>
    <message>
        <source>Aggregate</source>
        <translation>Суммарно</translation>
    </message>
    <message>
        <source>Peak GPU</source>
        <translation>Пик GPU</translation>
    </message>
    <message>
        <source>Meets</source>
        <translation>Соответствует</translation>
    </message>
    <message>
        <source>Memory run {name} ({mode}, {status}): peak allocated {alloc}, reserved {res}</source>
        <translation>Прогон измерения памяти {name} ({mode}, {status}): пик выделенной памяти {alloc}, зарезервированной {res}</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Критерий</translation>
    </message>
    <message>
        <source>Must</source>
        <translation>Обязателен</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Худшее</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Boundary: the criteria held at every tested level, up to {n} concurrent requests.</source>
        <translation>Граница: критерии выполнялись на всех проверенных уровнях, вплоть до {n} параллельных запросов.</translation>
    </message>
    <message>
        <source>Boundary: the criteria hold up to {n} concurrent requests; they fail at {m}.</source>
        <translation>Граница: критерии выполняются до {n} параллельных запросов; при {m} — не выполняются.</translation>
    </message>
    <message numerus="yes">
        <source>Boundary: the criteria fail already at {m} concurrent requests.</source>
        <translation>
            <numerusform>Граница: критерии не выполняются уже при {m} одновременном запросе.</numerusform>
            <numerusform>Граница: критерии не выполняются уже при {m} одновременных запросах.</numerusform>
            <numerusform>Граница: критерии не выполняются уже при {m} одновременных запросах.</numerusform>
        </translation>
    </message>
    <message>
        <source>The estimate&apos;s memory boundary on {server}: {n} concurrent sequences.</source>
        <translation>Граница памяти по оценке для {server}: {n} параллельных последовательностей.</translation>
    </message>
    <message>
        <source>Versions: {list}</source>
        <translation>Версии: {list}</translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation>Предупреждения:</translation>
    </message>
    <message>
        <source>{path}: cannot write the PDF: the folder {folder} does not exist</source>
        <translation>{path}: не удаётся записать PDF: папка {folder} не существует</translation>
    </message>
    <message>
        <source>{path}: these pilot results belong to another model or workload; not included in the quote</source>
        <translation>{path}: эти результаты пилота относятся к другой модели или нагрузке; в запрос коммерческого предложения не включены</translation>
    </message>
    <message>
        <source>{path}: cannot write the PDF: {reason}</source>
        <translation>{path}: не удаётся записать PDF: {reason}</translation>
    </message>
    <message>
        <source>Wrote {path} ({pages} pages, {configs} configurations).</source>
        <translation>Записан {path} (страниц: {pages}, конфигураций: {configs}).</translation>
    </message>
    <message>
        <source>Memory per GPU ({unit})</source>
        <translation>Память на GPU ({unit})</translation>
    </message>
    <message>
        <source>usable memory per GPU</source>
        <translation>доступная память на GPU</translation>
    </message>
    <message>
        <source>No profile here has a GPU the catalog knows.</source>
        <translation>Ни в одном из этих профилей нет GPU, известного каталогу.</translation>
    </message>
    <message>
        <source>No speed curve: the workload is training, or fits on none of these profiles.</source>
        <translation>Кривой скорости нет: нагрузка — обучение или не помещается ни в один из этих профилей.</translation>
    </message>
    <message>
        <source>users served at once</source>
        <translation>одновременно обслуживаемых пользователей</translation>
    </message>
    <message>
        <source>tokens/s, all users together</source>
        <translation>токенов/с, все пользователи вместе</translation>
    </message>
    <message>
        <source>tokens/s for each user</source>
        <translation>токенов/с на каждого пользователя</translation>
    </message>
    <message>
        <source>seconds to the first words</source>
        <translation>секунд до первых слов</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Пропускная способность</translation>
    </message>
    <message>
        <source>Speed each user sees</source>
        <translation>Скорость для каждого пользователя</translation>
    </message>
    <message>
        <source>Wait for the first words</source>
        <translation>Ожидание первых слов</translation>
    </message>
    <message>
        <source>all met</source>
        <translation>все выполнены</translation>
    </message>
    <message>
        <source>The work does not run here, so its must-haves cannot be held against it.</source>
        <translation>Задача здесь не запускается, поэтому сверять обязательные требования не с чем.</translation>
    </message>
    <message>
        <source>Estimate {low} to {high}; the GPU reports {total}, of which the runtime may use {usable}.</source>
        <translation>Оценка: от {low} до {high}; GPU сообщает {total}, из которых среда выполнения может использовать {usable}.</translation>
    </message>
    <message>
        <source>{need} of {usable}</source>
        <translation>{need} из {usable}</translation>
    </message>
    <message>
        <source>short by {size}</source>
        <translation>не хватает {size}</translation>
    </message>
    <message>
        <source>Estimate up to {high}: offloaded weights and state, pinned buffers, the dataset, the runtime&apos;s processes and the OS on each server.</source>
        <translation>Оценка до {high}: выгруженные веса и состояние обучения, закреплённые буферы, датасет, процессы среды выполнения и ОС на каждом сервере.</translation>
    </message>
    <message>
        <source>{need} of {ram}</source>
        <translation>{need} из {ram}</translation>
    </message>
    <message>
        <source>At your concurrency, the longest input + output that fits is {n} tokens.</source>
        <translation>При вашем числе параллельных запросов наибольшая длина входа + выхода, которая помещается, — {n} токенов.</translation>
    </message>
    <message>
        <source>Needs a price and a workload that runs here.</source>
        <translation>Нужны цена и задача, которая здесь запускается.</translation>
    </message>
    <message>
        <source>Estimate; range {range}.</source>
        <translation>Оценка; диапазон {range}.</translation>
    </message>
    <message>
        <source>For the long input of {n} tokens: {time}.</source>
        <translation>Для длинного входа в {n} токенов: {time}.</translation>
    </message>
    <message>
        <source>{h} h</source>
        <translation>{h} ч</translation>
    </message>
    <message>
        <source>Estimate; range {low} – {high} h.</source>
        <translation>Оценка; диапазон {low} – {high} ч.</translation>
    </message>
    <message>
        <source>The offer gives no price.</source>
        <translation>В предложении не указана цена.</translation>
    </message>
    <message>
        <source>Needs a price and a workload that fits.</source>
        <translation>Нужны цена и нагрузка, которая помещается.</translation>
    </message>
    <message>
        <source>The job under each offer&apos;s terms — whole months of a monthly offer, the hours (or the minimum) of an hourly one: what the recommendation ranks by; hover for the term that decided it</source>
        <translation>Задание на условиях каждого предложения — целые месяцы помесячного, часы (или минимум) почасового: по этому ранжирует рекомендация; наведите курсор, чтобы увидеть решившее условие</translation>
    </message>
    <message>
        <source>A month of the offer over a month of training: what the recommendation ranks by</source>
        <translation>Месяц предложения, делённый на месяц обучения: по этому ранжирует рекомендация</translation>
    </message>
    <message>
        <source>A month of the offer running all month, under its cheapest term (hover for the terms)</source>
        <translation>Месяц работы предложения без перерыва на его самом дешёвом условии (наведите курсор, чтобы увидеть условия)</translation>
    </message>
    <message>
        <source>A month of the offer ÷ generated tokens a month at the typical total speed (estimate)</source>
        <translation>Месяц предложения ÷ токены, сгенерированные за месяц при типичной общей скорости (оценка)</translation>
    </message>
    <message>
        <source>example</source>
        <translation>пример</translation>
    </message>
    <message>
        <source>yours, archived</source>
        <translation>ваш, в архиве</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>ваш</translation>
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
        <translation>Название</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>Give `--server` an id, a name (in quotes) or a .json file.</source>
        <translation>Передайте в `--server` id, название (в кавычках) или файл .json.</translation>
    </message>
    <message>
        <source> (imported)</source>
        <translation> (импортирован)</translation>
    </message>
    <message>
        <source>{path}: is a folder; give the name of the file to write</source>
        <translation>{path}: это папка; укажите имя файла для записи</translation>
    </message>
    <message>
        <source>{path}: cannot write: the folder {folder} does not exist</source>
        <translation>{path}: запись невозможна: папки {folder} нет</translation>
    </message>
    <message>
        <source>Your library holds no profiles to export (give --servers to export shipped ones).</source>
        <translation>В вашей библиотеке нет профилей для экспорта (укажите --servers, чтобы экспортировать встроенные).</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n profiles to {path}.</source>
        <translation>
            <numerusform>Записан %n профиль в {path}.</numerusform>
            <numerusform>Записано %n профиля в {path}.</numerusform>
            <numerusform>Записано %n профилей в {path}.</numerusform>
        </translation>
    </message>
    <message>
        <source>How many GPUs of which model</source>
        <translation>Сколько GPU и какой модели</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Вывод</translation>
    </message>
    <message>
        <source>Fits comfortably: at least 10 % of usable memory left even at the high estimate, the long case fits and every must-have is met. Tight: the same, with little to spare. Misses a must-have: the memory fits, but a must-have target, the long case or the model&apos;s context is missed. Does not fit: needs more memory per GPU than there is.</source>
        <translation>Помещается с запасом: даже при верхней оценке остаётся не менее 10 % доступной памяти, длинный запрос помещается и все обязательные требования выполнены. Впритык: то же, но запаса мало. Не выполняет обязательное требование: память помещается, но не выполнена обязательная цель, длинный запрос или контекст модели. Не помещается: на один GPU нужно больше памяти, чем есть.</translation>
    </message>
    <message>
        <source>Must-haves</source>
        <translation>Обязательные требования</translation>
    </message>
    <message>
        <source>Each must-have this server misses, with its estimate and the target</source>
        <translation>Каждое обязательное требование, которое этот сервер не выполняет, с оценкой и целью</translation>
    </message>
    <message>
        <source>Most requests at once</source>
        <translation>Макс. запросов одновременно</translation>
    </message>
    <message>
        <source>The most requests of your size served at once that still fit in memory (and the people that serves, at your share active at the busiest moment)</source>
        <translation>Наибольшее число одновременных запросов вашего размера, которое ещё помещается в память (и сколько это людей при вашей доле активных в час пик)</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Память на GPU</translation>
    </message>
    <message>
        <source>What the workload needs on each GPU, of what the runtime can use</source>
        <translation>Сколько нагрузке нужно на каждом GPU из того, что может использовать среда выполнения</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Запас памяти</translation>
    </message>
    <message>
        <source>Memory left on each GPU at the typical estimate</source>
        <translation>Свободная память на каждом GPU при типичной оценке</translation>
    </message>
    <message>
        <source>System RAM</source>
        <translation>Оперативная память</translation>
    </message>
    <message>
        <source>What each server holds in system RAM beside its GPUs, of the RAM it has</source>
        <translation>Что каждый сервер держит в оперативной памяти помимо GPU — из имеющейся у него памяти</translation>
    </message>
    <message>
        <source>How it is placed</source>
        <translation>Размещение</translation>
    </message>
    <message>
        <source>How the workload is split over the GPUs</source>
        <translation>Как нагрузка распределена по GPU</translation>
    </message>
    <message>
        <source>Largest micro-batch</source>
        <translation>Наибольший микробатч</translation>
    </message>
    <message>
        <source>The most sequences per GPU step that still fit</source>
        <translation>Наибольшее число последовательностей на шаг GPU, которое ещё помещается</translation>
    </message>
    <message>
        <source>Training speed (tokens/s)</source>
        <translation>Скорость обучения (токенов/с)</translation>
    </message>
    <message>
        <source>Estimated training tokens per second, all GPUs</source>
        <translation>Оценка числа обучающих токенов в секунду, все GPU</translation>
    </message>
    <message>
        <source>Time for the dataset</source>
        <translation>Время на датасет</translation>
    </message>
    <message>
        <source>Estimated time for all epochs over the dataset</source>
        <translation>Оценка времени на все эпохи по датасету</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Время до первого токена</translation>
    </message>
    <message>
        <source>Estimated wait before the answer starts, at your input length</source>
        <translation>Оценка ожидания до начала ответа при вашей длине входа</translation>
    </message>
    <message>
        <source>Tokens/s per user</source>
        <translation>Токенов/с на пользователя</translation>
    </message>
    <message>
        <source>Estimated speed of one answer at your concurrency</source>
        <translation>Оценка скорости одного ответа при вашем числе параллельных запросов</translation>
    </message>
    <message>
        <source>Tokens/s, all users</source>
        <translation>Токенов/с, все пользователи</translation>
    </message>
    <message>
        <source>Estimated total output of the server at your concurrency</source>
        <translation>Оценка общей скорости генерации сервера при вашем числе параллельных запросов</translation>
    </message>
    <message>
        <source>Cost of the training job</source>
        <translation>Стоимость обучения</translation>
    </message>
    <message>
        <source>Price per million training tokens</source>
        <translation>Цена за миллион обучающих токенов</translation>
    </message>
    <message>
        <source>Price per month</source>
        <translation>Цена в месяц</translation>
    </message>
    <message>
        <source>Price per million tokens</source>
        <translation>Цена за миллион токенов</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
    </message>
    <message>
        <source>Bottlenecks found; hover for a summary, see the Warnings tab for fixes</source>
        <translation>Найдены узкие места; наведите указатель, чтобы увидеть сводку; способы устранения — на вкладке «Предупреждения»</translation>
    </message>
    <message>
        <source>The GPU model. Not in the list? Choose “Other GPU” and enter its figures.</source>
        <translation>Модель GPU. Нет в списке? Выберите «Другой GPU» и введите его характеристики.</translation>
    </message>
    <message>
        <source>{gpu} — {memory}</source>
        <translation>{gpu} — {memory}</translation>
    </message>
    <message>
        <source>Other GPU (enter its figures)…</source>
        <translation>Другой GPU (ввести характеристики)…</translation>
    </message>
    <message>
        <source>Choose the GPU…</source>
        <translation>Выберите GPU…</translation>
    </message>
    <message>
        <source>e.g. 48 GB</source>
        <translation>например, 48 GB</translation>
    </message>
    <message>
        <source>GPU name</source>
        <translation>Название GPU</translation>
    </message>
    <message>
        <source>As the vendor names it, e.g. “A100 40GB”</source>
        <translation>Как его называет производитель, например «A100 40GB»</translation>
    </message>
    <message>
        <source>e.g. 40 GB</source>
        <translation>например, 40 GB</translation>
    </message>
    <message>
        <source>Memory bandwidth (GB/s)</source>
        <translation>Пропускная способность памяти (GB/s)</translation>
    </message>
    <message>
        <source>From the data sheet; decides generation speed. Optional.</source>
        <translation>Из спецификации; определяет скорость генерации. Необязательно.</translation>
    </message>
    <message>
        <source>BF16 TFLOPS (dense)</source>
        <translation>BF16 TFLOPS (без разреженности)</translation>
    </message>
    <message>
        <source>Dense BF16 tensor throughput from the data sheet; decides prompt speed. Optional.</source>
        <translation>Производительность тензорных операций BF16 без разреженности из спецификации; определяет скорость обработки промпта. Необязательно.</translation>
    </message>
    <message>
        <source>Power per GPU (W)</source>
        <translation>Мощность на GPU (W)</translation>
    </message>
    <message>
        <source>Thermal design power. Optional.</source>
        <translation>Расчётная тепловая мощность (TDP). Необязательно.</translation>
    </message>
    <message>
        <source>⚠ {gpu} (not in the catalog)</source>
        <translation>⚠ {gpu} (нет в каталоге)</translation>
    </message>
    <message>
        <source>{memory} per GPU, {bandwidth} GB/s memory bandwidth, {tflops} BF16 TFLOPS, {tdp} W</source>
        <translation>{memory} на GPU, пропускная способность памяти {bandwidth} GB/s, {tflops} BF16 TFLOPS, {tdp}&#xa0;Вт</translation>
    </message>
    <message>
        <source>The catalog does not know this GPU. The profile is kept as it is, but it cannot be sized until you pick a GPU from the list or choose “Other GPU” and enter its memory.</source>
        <translation>Этого GPU нет в каталоге. Профиль сохранён как есть, но рассчитать его нельзя, пока вы не выберете GPU из списка или не выберете «Другой GPU» и не введёте объём его памяти.</translation>
    </message>
    <message>
        <source>choose the GPU, or “Other GPU” to enter its figures</source>
        <translation>выберите GPU или «Другой GPU», чтобы ввести его характеристики</translation>
    </message>
    <message>
        <source>give the GPU&apos;s name</source>
        <translation>укажите название GPU</translation>
    </message>
    <message>
        <source>give the memory of one GPU</source>
        <translation>укажите объём памяти одного GPU</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Количество</translation>
    </message>
    <message>
        <source>How many drives of this kind</source>
        <translation>Сколько накопителей этого типа</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Ёмкость</translation>
    </message>
    <message>
        <source>Capacity of one drive, e.g. 3.84 TB</source>
        <translation>Ёмкость одного накопителя, например 3.84 TB</translation>
    </message>
    <message>
        <source>Read GB/s</source>
        <translation>Чтение, GB/s</translation>
    </message>
    <message>
        <source>Sequential read, GB/s (data sheet)</source>
        <translation>Последовательное чтение, GB/s (спецификация)</translation>
    </message>
    <message>
        <source>Write GB/s</source>
        <translation>Запись, GB/s</translation>
    </message>
    <message>
        <source>Sequential write, GB/s (data sheet)</source>
        <translation>Последовательная запись, GB/s (спецификация)</translation>
    </message>
    <message>
        <source>No NVMe drives listed.</source>
        <translation>NVMe-накопители не указаны.</translation>
    </message>
    <message>
        <source>Add drives</source>
        <translation>Добавить накопители</translation>
    </message>
    <message>
        <source>Add a row for another kind of NVMe drive</source>
        <translation>Добавить строку для другого типа NVMe-накопителей</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Remove this row of drives</source>
        <translation>Удалить эту строку накопителей</translation>
    </message>
    <message>
        <source>give the capacity of one drive</source>
        <translation>укажите ёмкость одного накопителя</translation>
    </message>
    <message>
        <source>give the speed in GB/s</source>
        <translation>укажите скорость в GB/s</translation>
    </message>
    <message>
        <source>e.g. 512 GB</source>
        <translation>например, 512 GB</translation>
    </message>
    <message>
        <source>enter a size such as 512 GB, 480 GiB or 3.84 TB</source>
        <translation>введите размер, например 512 GB, 480 GiB или 3.84 TB</translation>
    </message>
    <message>
        <source>PCIe only</source>
        <translation>Только PCIe</translation>
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
        <translation>{total} (накопителей: {drives})</translation>
    </message>
    <message>
        <source>{count} × {gpu} (GPU not in the catalog)</source>
        <translation>{count} × {gpu} (GPU нет в каталоге)</translation>
    </message>
    <message>
        <source>{count} × {gpu}, {memory} each</source>
        <translation>{count} × {gpu}, по {memory}</translation>
    </message>
    <message>
        <source>The catalog does not know the GPU &apos;{gpu}&apos;. The profile is kept, but it cannot be sized: edit it to pick a GPU from the list or to enter the GPU&apos;s memory.</source>
        <translation>GPU «{gpu}» нет в каталоге. Профиль сохранён, но рассчитать его нельзя: измените профиль, чтобы выбрать GPU из списка или ввести объём памяти GPU.</translation>
    </message>
    <message>
        <source>The profile library reported a problem: {detail}</source>
        <translation>Библиотека профилей сообщила о проблеме: {detail}</translation>
    </message>
    <message>
        <source>and %n more</source>
        <translation>и ещё %n</translation>
    </message>
    <message>
        <source>The profile library {what}.</source>
        <translation>Библиотека профилей {what}.</translation>
    </message>
    <message>
        <source>Nothing was deleted: the old file was set aside as {path}.</source>
        <translation>Ничего не удалено: старый файл сохранён под именем {path}.</translation>
    </message>
    <message>
        <source>Saved profiles read from it into a new library: %n.</source>
        <translation>Сохранённых профилей перенесено из него в новую библиотеку: %n.</translation>
    </message>
    <message>
        <source>Saved profiles that could not be read (%n): {names}. They may still be recovered from the old file with an SQLite tool (sqlite3 .recover), or imported again from an export.</source>
        <translation>Сохранённые профили, которые не удалось прочитать (%n): {names}. Их ещё можно восстановить из старого файла инструментом SQLite (sqlite3 .recover) или снова импортировать из экспорта.</translation>
    </message>
    <message>
        <source>No library file could be written: changes in this session will not be kept.</source>
        <translation>Не удалось записать ни одного файла библиотеки: изменения этого сеанса не сохранятся.</translation>
    </message>
    <message>
        <source>The profile library was upgraded from format {found} to {to}; the old file was kept as {backup}.</source>
        <translation>Библиотека профилей обновлена с формата {found} до {to}; старый файл сохранён как {backup}.</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>файл не удаётся прочитать</translation>
    </message>
    <message>
        <source>the file is not valid JSON</source>
        <translation>файл не является корректным JSON</translation>
    </message>
    <message>
        <source>the file is not a server profile (format “{found}”)</source>
        <translation>файл не является профилем сервера (формат «{found}»)</translation>
    </message>
    <message>
        <source>an entry is not a profile</source>
        <translation>одна из записей не является профилем</translation>
    </message>
    <message>
        <source>a value is not valid</source>
        <translation>одно из значений недопустимо</translation>
    </message>
    <message>
        <source>profile {n}</source>
        <translation>профиль {n}</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n profiles.</source>
        <translation>
            <numerusform>Импортирован %n профиль.</numerusform>
            <numerusform>Импортировано %n профиля.</numerusform>
            <numerusform>Импортировано %n профилей.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problems found.</source>
        <translation>
            <numerusform>Обнаружена %n проблема.</numerusform>
            <numerusform>Обнаружено %n проблемы.</numerusform>
            <numerusform>Обнаружено %n проблем.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Skipped %n already in the library.</source>
        <translation>
            <numerusform>Пропущено (уже есть в библиотеке): %n.</numerusform>
            <numerusform>Пропущено (уже есть в библиотеке): %n.</numerusform>
            <numerusform>Пропущено (уже есть в библиотеке): %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Renamed %n to keep names distinct.</source>
        <translation>
            <numerusform>Переименовано, чтобы имена не совпадали: %n.</numerusform>
            <numerusform>Переименовано, чтобы имена не совпадали: %n.</numerusform>
            <numerusform>Переименовано, чтобы имена не совпадали: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>“{name}” is already in the library: skipped</source>
        <translation>«{name}» уже есть в библиотеке: пропущен</translation>
    </message>
    <message>
        <source>“{old}” imported as “{new}”</source>
        <translation>«{old}» импортирован как «{new}»</translation>
    </message>
    <message>
        <source>{typical} per GPU (range {low} – {high})</source>
        <translation>{typical} на GPU (диапазон {low} – {high})</translation>
    </message>
    <message>
        <source>{typical} in {where} (range {low} – {high})</source>
        <translation>{typical} в: {where} (диапазон {low} – {high})</translation>
    </message>
    <message>
        <source>&lt;i&gt;How:&lt;/i&gt; {formula}</source>
        <translation>&lt;i&gt;Расчёт:&lt;/i&gt; {formula}</translation>
    </message>
    <message>
        <source>&lt;i&gt;Range:&lt;/i&gt; {reason}</source>
        <translation>&lt;i&gt;Диапазон:&lt;/i&gt; {reason}</translation>
    </message>
    <message>
        <source>How: {formula}</source>
        <translation>Расчёт: {formula}</translation>
    </message>
    <message>
        <source>Range: {reason}</source>
        <translation>Диапазон: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>On hold: {count} fields need fixing (marked ⚠ in the steps); there are no figures until then.</source>
        <translation>
            <numerusform>Расчёт приостановлен: {count} поле требует исправления (отмечено ⚠ в шагах); до тех пор цифр нет.</numerusform>
            <numerusform>Расчёт приостановлен: {count} поля требуют исправления (отмечены ⚠ в шагах); до тех пор цифр нет.</numerusform>
            <numerusform>Расчёт приостановлен: {count} полей требуют исправления (отмечены ⚠ в шагах); до тех пор цифр нет.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On hold: {count} fields need fixing (marked ⚠ in the steps). The chart shows the last valid figures.</source>
        <translation>
            <numerusform>Расчёт приостановлен: {count} поле требует исправления (отмечено ⚠ в шагах). На диаграмме показаны последние корректные значения.</numerusform>
            <numerusform>Расчёт приостановлен: {count} поля требуют исправления (отмечены ⚠ в шагах). На диаграмме показаны последние корректные значения.</numerusform>
            <numerusform>Расчёт приостановлен: {count} полей требуют исправления (отмечены ⚠ в шагах). На диаграмме показаны последние корректные значения.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a goal in step 1, or start from an example, to see what your server needs.</source>
        <translation>Выберите цель на шаге 1 или начните с примера, чтобы увидеть, что нужно вашему серверу.</translation>
    </message>
    <message>
        <source>Needs {typical} on each of {gpus} GPUs (between {low} and {high}). Pick a server to see whether it fits.</source>
        <translation>Требуется {typical} на каждом из {gpus} GPU (от {low} до {high}). Выберите сервер, чтобы проверить, помещается ли нагрузка.</translation>
    </message>
    <message>
        <source>Needs {typical} of GPU memory (between {low} and {high}). Pick a server to see whether it fits.</source>
        <translation>Требуется {typical} памяти GPU (от {low} до {high}). Выберите сервер, чтобы проверить, помещается ли нагрузка.</translation>
    </message>
    <message>
        <source>{verdict}: {server} names a GPU the catalog does not know, so its memory is unknown.</source>
        <translation>{verdict}: в {server} указан GPU, которого нет в каталоге, поэтому объём его памяти неизвестен.</translation>
    </message>
    <message>
        <source>{verdict} on {server}: needs {need}; each {gpu} offers {capacity} usable.</source>
        <translation>{verdict} на {server}: нужно {need}; каждый {gpu} даёт {capacity} доступных.</translation>
    </message>
    <message>
        <source>{verdict} on {server}: {missed}.</source>
        <translation>{verdict} на {server}: {missed}.</translation>
    </message>
    <message>
        <source>{verdict} on {server}: needs {need}, of {capacity} usable per {gpu} — {headroom} ({share}) to spare.</source>
        <translation>{verdict} на {server}: нужно {need}, из {capacity} доступных на каждом {gpu} — в запасе {headroom} ({share}).</translation>
    </message>
    <message>
        <source>Room for up to {count} requests at once at this text length.</source>
        <translation>При такой длине текста помещается до {count} одновременных запросов.</translation>
    </message>
    <message>
        <source>Requests at once that fit: {count}.</source>
        <translation>Одновременных запросов, которые помещаются: {count}.</translation>
    </message>
    <message>
        <source>Training takes about {hours} hours (between {low} and {high}).</source>
        <translation>Обучение займёт около {hours} ч (от {low} до {high}).</translation>
    </message>
    <message>
        <source>{count} billion</source>
        <translation>{count} млрд</translation>
    </message>
    <message>
        <source>{count} million</source>
        <translation>{count} млн</translation>
    </message>
    <message>
        <source>My model</source>
        <translation>Моя модель</translation>
    </message>
    <message>
        <source>Model na&amp;me:</source>
        <translation>&amp;Название модели:</translation>
    </message>
    <message>
        <source>How the model is called in the quote request.</source>
        <translation>Как модель будет названа в запросе коммерческого предложения.</translation>
    </message>
    <message>
        <source>&amp;Parameters:</source>
        <translation>&amp;Параметры:</translation>
    </message>
    <message>
        <source>Total parameters in billions, as on the model card: 8 for an 8B model. With this alone the estimate is rough.</source>
        <translation>Общее число параметров в миллиардах, как в карточке модели: 8 для модели 8B. Если указано только это, оценка будет грубой.</translation>
    </message>
    <message>
        <source>e.g. 8</source>
        <translation>например, 8</translation>
    </message>
    <message>
        <source>billion</source>
        <translation>млрд</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>Embedding and reranking models read text at once and generate nothing.</source>
        <translation>Модели эмбеддингов и переранжирования читают текст целиком и ничего не генерируют.</translation>
    </message>
    <message>
        <source>An embeddin&amp;g / reranking model (encoder)</source>
        <translation>Модель &amp;эмбеддингов / переранжирования (энкодер)</translation>
    </message>
    <message>
        <source>{per} per GPU × %n GPUs = {total} in all</source>
        <translation>{per} на GPU × %n GPU = всего {total}</translation>
    </message>
    <message>
        <source>Headroom&apos;s choice: data parallel over all %n GPUs of the server, each with a copy of the training state (divided by the ZeRO stage): more GPUs finish the job sooner.</source>
        <translation>Выбор Headroom: data parallel на всех %n GPU сервера, у каждого копия состояния обучения (разделённая по стадии ZeRO): больше GPU — быстрее готово.</translation>
    </message>
    <message numerus="yes">
        <source>{n} tokens</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} токен</numerusform>
            <numerusform>{n} токена</numerusform>
            <numerusform>{n} токенов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} sequences</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} последовательность</numerusform>
            <numerusform>{n} последовательности</numerusform>
            <numerusform>{n} последовательностей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} requests</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} запрос</numerusform>
            <numerusform>{n} запроса</numerusform>
            <numerusform>{n} запросов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} layers</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} слой</numerusform>
            <numerusform>{n} слоя</numerusform>
            <numerusform>{n} слоёв</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} full layers</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} слой с полным вниманием</numerusform>
            <numerusform>{n} слоя с полным вниманием</numerusform>
            <numerusform>{n} слоёв с полным вниманием</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} windowed layers</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} слой со скользящим окном</numerusform>
            <numerusform>{n} слоя со скользящим окном</numerusform>
            <numerusform>{n} слоёв со скользящим окном</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} parameters</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} параметр</numerusform>
            <numerusform>{n} параметра</numerusform>
            <numerusform>{n} параметров</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} values</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} значение</numerusform>
            <numerusform>{n} значения</numerusform>
            <numerusform>{n} значений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} bytes</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} байт</numerusform>
            <numerusform>{n} байта</numerusform>
            <numerusform>{n} байт</numerusform>
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
            <numerusform>{n} реплика</numerusform>
            <numerusform>{n} реплики</numerusform>
            <numerusform>{n} реплик</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} CPU cores</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} ядро CPU</numerusform>
            <numerusform>{n} ядра CPU</numerusform>
            <numerusform>{n} ядер CPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} runs</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} прогон</numerusform>
            <numerusform>{n} прогона</numerusform>
            <numerusform>{n} прогонов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} epochs</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} эпоха</numerusform>
            <numerusform>{n} эпохи</numerusform>
            <numerusform>{n} эпох</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} experts</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} эксперт</numerusform>
            <numerusform>{n} эксперта</numerusform>
            <numerusform>{n} экспертов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} fields</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} поле</numerusform>
            <numerusform>{n} поля</numerusform>
            <numerusform>{n} полей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} profiles</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} профиль</numerusform>
            <numerusform>{n} профиля</numerusform>
            <numerusform>{n} профилей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} warnings</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} предупреждение</numerusform>
            <numerusform>{n} предупреждения</numerusform>
            <numerusform>{n} предупреждений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} notes</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} примечание</numerusform>
            <numerusform>{n} примечания</numerusform>
            <numerusform>{n} примечаний</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} blockers</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} критическая проблема</numerusform>
            <numerusform>{n} критические проблемы</numerusform>
            <numerusform>{n} критических проблем</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} hours</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} час</numerusform>
            <numerusform>{n} часа</numerusform>
            <numerusform>{n} часов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} people</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} человек</numerusform>
            <numerusform>{n} человека</numerusform>
            <numerusform>{n} человек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} months</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} месяц</numerusform>
            <numerusform>{n} месяца</numerusform>
            <numerusform>{n} месяцев</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} years</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} год</numerusform>
            <numerusform>{n} года</numerusform>
            <numerusform>{n} лет</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} servers</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} сервер</numerusform>
            <numerusform>{n} сервера</numerusform>
            <numerusform>{n} серверов</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} trillion</source>
        <translation>{count} трлн</translation>
    </message>
    <message>
        <source>Beyond the GPU&apos;s memory</source>
        <translation>За пределами памяти GPU</translation>
    </message>
    <message>
        <source>Layers on the G&amp;PU:</source>
        <translation>Слоёв на G&amp;PU:</translation>
    </message>
    <message>
        <source>llama.cpp -ngl / Ollama num_gpu: how many of the model&apos;s layers sit on the GPU; the rest run on the CPU from system RAM, much slower. Empty: Headroom puts as many on the GPU as fit and says how many.</source>
        <translation>llama.cpp -ngl / Ollama num_gpu: сколько слоёв модели находится на GPU; остальные выполняются на CPU из оперативной памяти — намного медленнее. Пусто: Headroom размещает на GPU столько, сколько помещается, и говорит сколько.</translation>
    </message>
    <message>
        <source>as many as fit</source>
        <translation>сколько поместится</translation>
    </message>
    <message>
        <source>MoE e&amp;xperts on the CPU:</source>
        <translation>Э&amp;ксперты MoE на CPU:</translation>
    </message>
    <message>
        <source>llama.cpp --n-cpu-moe: the mixture-of-experts weights of this many layers stay in system RAM and run on the CPU, while attention stays on the GPU. Only for MoE models.</source>
        <translation>llama.cpp --n-cpu-moe: веса экспертов (mixture of experts) стольких слоёв остаются в оперативной памяти и считаются на CPU, а внимание остаётся на GPU. Только для моделей MoE.</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>слоёв</translation>
    </message>
    <message>
        <source>Weights in s&amp;ystem RAM:</source>
        <translation>Веса в оперативной &amp;памяти:</translation>
    </message>
    <message>
        <source>vLLM --cpu-offload-gb (which counts in GiB), per GPU: this much of the weights stays in system RAM and crosses PCIe in every step. Lets a model fit that otherwise would not, at a large cost in speed.</source>
        <translation>vLLM --cpu-offload-gb (в GiB), на каждый GPU: столько весов остаётся в оперативной памяти и передаётся по PCIe на каждом шаге. Позволяет уместить модель, которая иначе не помещается, ценой большой потери скорости.</translation>
    </message>
    <message>
        <source>KV cache in system RA&amp;M:</source>
        <translation>KV-кэш в опе&amp;ративной памяти:</translation>
    </message>
    <message>
        <source>A second tier of conversation memory in system RAM for each copy of the model (vLLM --kv-offloading-size, SGLang --hicache-size, TensorRT-LLM host cache): repeated prompts are served from it instead of being recomputed. It does not add room on the GPU.</source>
        <translation>Второй уровень памяти диалогов в оперативной памяти для каждой копии модели (vLLM --kv-offloading-size, SGLang --hicache-size, кэш на хосте TensorRT-LLM): повторяющиеся запросы обслуживаются из него, а не пересчитываются. Места на GPU он не добавляет.</translation>
    </message>
    <message>
        <source>Training fra&amp;mework:</source>
        <translation>Фрей&amp;мворк обучения:</translation>
    </message>
    <message>
        <source>What runs the training loop: each keeps different tensors on the GPU. Empty: the transformers Trainer when the runtime is transformers, else PEFT adapters on transformers for LoRA and QLoRA and the transformers Trainer for a full fine-tune — a serving runtime does not train.</source>
        <translation>Что выполняет цикл обучения: каждый держит на GPU разные тензоры. Пусто: transformers Trainer, если среда выполнения — transformers, иначе адаптеры PEFT на transformers для LoRA и QLoRA и transformers Trainer для полного дообучения — среда для обслуживания моделей не обучает.</translation>
    </message>
    <message>
        <source>Automatic — from the runtime</source>
        <translation>Автоматически — по среде выполнения</translation>
    </message>
    <message>
        <source>transformers Trainer</source>
        <translation>transformers Trainer</translation>
    </message>
    <message>
        <source>PEFT adapters on transformers</source>
        <translation>Адаптеры PEFT на transformers</translation>
    </message>
    <message>
        <source>TRL (SFTTrainer)</source>
        <translation>TRL (SFTTrainer)</translation>
    </message>
    <message>
        <source>Unsloth (one NVIDIA GPU)</source>
        <translation>Unsloth (один GPU NVIDIA)</translation>
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
        <translation>PyTorch DDP (простой цикл обучения)</translation>
    </message>
    <message>
        <source>Megatron-LM (GPT pretraining)</source>
        <translation>Megatron-LM (предобучение GPT)</translation>
    </message>
    <message>
        <source>Generic (textbook formulas)</source>
        <translation>Общий случай (формулы из учебника)</translation>
    </message>
    <message>
        <source>none — everything on the GPUs</source>
        <translation>нет — всё на GPU</translation>
    </message>
    <message>
        <source>optimizer in system RAM (ZeRO-Offload)</source>
        <translation>оптимизатор в оперативной памяти (ZeRO-Offload)</translation>
    </message>
    <message>
        <source>The optimizer states and step move to the CPU: the GPU keeps the model, activations and gradient buckets. Needs about 26 bytes of RAM per parameter (16 of state, the rest staging) and a slower step.</source>
        <translation>Состояния оптимизатора и его шаг переносятся на CPU: на GPU остаются модель, активации и корзины градиентов. Нужно около 26 байт оперативной памяти на параметр (16 — состояние, остальное — промежуточные буферы), шаг становится медленнее.</translation>
    </message>
    <message>
        <source>optimizer and weights in system RAM</source>
        <translation>оптимизатор и веса в оперативной памяти</translation>
    </message>
    <message>
        <source>Also the weights: the GPU holds only the layers it is computing (ZeRO-3 / FSDP CPU offload). About 28 bytes of RAM per parameter; every step moves the weights over PCIe.</source>
        <translation>Ещё и веса: на GPU только слои, которые сейчас вычисляются (ZeRO-3 / выгрузка FSDP на CPU). Около 28 байт оперативной памяти на параметр; каждый шаг передаёт веса по PCIe.</translation>
    </message>
    <message>
        <source>optimizer and weights on NVMe (ZeRO-Infinity)</source>
        <translation>оптимизатор и веса на NVMe (ZeRO-Infinity)</translation>
    </message>
    <message>
        <source>Weights and optimizer states on local NVMe, staged through system RAM: the largest models on the fewest GPUs, bound by the drives&apos; speed.</source>
        <translation>Веса и состояния оптимизатора на локальных NVMe, через буферы в оперативной памяти: самые большие модели на наименьшем числе GPU, но скорость ограничена дисками.</translation>
    </message>
    <message>
        <source>Keep off the GP&amp;Us:</source>
        <translation>Вынести за пределы G&amp;PU:</translation>
    </message>
    <message>
        <source>Training state kept in system RAM or on NVMe instead of GPU memory: fits a larger model on fewer GPUs, at a cost in step time. Offered where the chosen framework supports it.</source>
        <translation>Состояние обучения хранится в оперативной памяти или на NVMe вместо памяти GPU: большая модель помещается на меньшее число GPU ценой времени шага. Предлагается, если выбранный фреймворк это поддерживает.</translation>
    </message>
    <message numerus="yes">
        <source>&apos;{name}&apos; is the name of %n profiles ({ids}): give the id of one</source>
        <translation>
            <numerusform>«{name}» — название %n профиля ({ids}): укажите id одного из них</numerusform>
            <numerusform>«{name}» — название %n профилей ({ids}): укажите id одного из них</numerusform>
            <numerusform>«{name}» — название %n профилей ({ids}): укажите id одного из них</numerusform>
        </translation>
    </message>
    <message>
        <source>GB = 10⁹ bytes (vendors&apos; figures), GiB = 2³⁰ bytes (what nvidia-smi shows): {gb} = {gib}, the same memory in another unit.</source>
        <translation>GB = 10⁹ байт (так указывают производители), GiB = 2³⁰ байт (так показывает nvidia-smi): {gb} = {gib} — та же память в другой единице.</translation>
    </message>
    <message>
        <source>{note} Sizes here are in {unit}.</source>
        <translation>{note} Размеры здесь — в {unit}.</translation>
    </message>
</context>
<context>
    <name>Advice</name>
    <message>
        <source>the long case of {target} tokens does not fit next to the other requests (at most {figure} tokens do)</source>
        <translation>длинный запрос в {target} токенов не помещается рядом с другими запросами (помещается не более {figure} токенов)</translation>
    </message>
    <message>
        <source>{target} tokens per request exceed the model&apos;s context of {figure} tokens</source>
        <translation>{target} токенов на запрос больше контекста модели в {figure} токенов</translation>
    </message>
    <message>
        <source>time to first token {figure}, the must-have is at most {target}</source>
        <translation>время до первого токена {figure}, обязательно не более {target}</translation>
    </message>
    <message>
        <source>time for the whole answer {figure}, the must-have is at most {target}</source>
        <translation>время всего ответа {figure}, обязательное требование — не более {target}</translation>
    </message>
    <message>
        <source>{figure} tokens/s per user, the must-have is at least {target}</source>
        <translation>{figure} токенов/с на пользователя, обязательно не менее {target}</translation>
    </message>
    <message>
        <source>{figure} tokens/s in total, the must-have is at least {target}</source>
        <translation>{figure} токенов/с всего, обязательно не менее {target}</translation>
    </message>
    <message>
        <source>the job takes {figure} h, the must-have is at most {target} h</source>
        <translation>задача занимает {figure} ч, обязательно не более {target} ч</translation>
    </message>
    <message>
        <source>the batch takes {figure} h, the deadline is {target} h</source>
        <translation>пакет обрабатывается {figure} ч, срок — {target} ч</translation>
    </message>
    <message>
        <source>More memory per GPU, a split over more GPUs or a quantized KV cache would make room for the long case.</source>
        <translation>Место для длинного запроса дадут больше памяти на GPU, разбиение на большее число GPU или квантованный KV-кэш.</translation>
    </message>
    <message>
        <source>No server changes a model&apos;s context: choose a model with a longer context, or shorten the longest input.</source>
        <translation>Контекст модели не зависит от сервера: выберите модель с более длинным контекстом или сократите самый длинный вход.</translation>
    </message>
    <message>
        <source>GPUs with more compute, or the model split over more GPUs, would bring the first token sooner.</source>
        <translation>Первый токен появится быстрее на GPU с большей вычислительной мощностью или при разбиении модели на большее число GPU.</translation>
    </message>
    <message>
        <source>GPUs with more memory bandwidth, shorter answers or more servers for the traffic would finish answers sooner.</source>
        <translation>GPU с большей пропускной способностью памяти, более короткие ответы или больше серверов под трафик завершали бы ответы быстрее.</translation>
    </message>
    <message>
        <source>GPUs with more memory bandwidth, fewer requests per GPU (more replicas) or a smaller precision would answer faster.</source>
        <translation>Быстрее ответят GPU с большей пропускной способностью памяти, меньше запросов на GPU (больше реплик) или меньшая точность.</translation>
    </message>
    <message>
        <source>More GPUs or replicas would produce more tokens in total.</source>
        <translation>Больше GPU или реплик дадут больше токенов в сумме.</translation>
    </message>
    <message>
        <source>More or faster GPUs would finish the job sooner; or allow more hours.</source>
        <translation>Больше или более быстрые GPU закончат задачу раньше; или допустите больше часов.</translation>
    </message>
    <message>
        <source>More GPUs, more requests at once, or a later deadline would let the batch finish in time.</source>
        <translation>Больше GPU, больше одновременных запросов или более поздний срок позволят закончить пакет вовремя.</translation>
    </message>
    <message>
        <source>Fits comfortably</source>
        <translation>Помещается с запасом</translation>
    </message>
    <message>
        <source>Fits, but tightly</source>
        <translation>Помещается, но впритык</translation>
    </message>
    <message>
        <source>Misses a must-have</source>
        <translation>Не выполняет обязательное требование</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Не помещается</translation>
    </message>
    <message>
        <source>Unknown GPU</source>
        <translation>Неизвестный GPU</translation>
    </message>
    <message>
        <source>Rule: a service with a fixed demand is ranked by what a month of it costs under each offer&apos;s terms — a faster server serves no more people, so its spare speed is headroom, not savings. Its price: {term}.</source>
        <translation>Правило: сервис с постоянной нагрузкой ранжируется по стоимости месяца на условиях каждого предложения — более быстрый сервер не обслужит больше людей, поэтому его лишняя скорость — это запас, а не экономия. Его цена: {term}.</translation>
    </message>
    <message>
        <source>Rule: batch work is ranked by its price per million tokens produced — a faster server finishes more of it for the same price. Its price: {cost} per million tokens ({term}).</source>
        <translation>Правило: пакетная работа ранжируется по цене за миллион выданных токенов — более быстрый сервер делает больше за ту же цену. Его цена: {cost} за миллион токенов ({term}).</translation>
    </message>
    <message>
        <source>Rule: training is ranked by the cost of the whole job under each offer&apos;s terms. Its job: {term}.</source>
        <translation>Правило: обучение ранжируется по стоимости всего задания на условиях каждого предложения. Его задание: {term}.</translation>
    </message>
    <message>
        <source>Rule: training is ranked by its price per million training tokens (a month of the offer over a month of training); give the dataset size to rank by the cost of the whole job. Its price: {cost} per million training tokens ({term}).</source>
        <translation>Правило: обучение ранжируется по цене за миллион обучающих токенов (месяц предложения на месяц обучения); укажите размер набора данных, чтобы ранжировать по стоимости всего задания. Его цена: {cost} за миллион обучающих токенов ({term}).</translation>
    </message>
    <message>
        <source>Rule: a batch job is ranked by its cost under each offer&apos;s terms; a server that misses the deadline is not recommended. Its job: {term}.</source>
        <translation>Правило: пакетное задание ранжируется по его стоимости на условиях каждого предложения; сервер, не укладывающийся в срок, не рекомендуется. Его задание: {term}.</translation>
    </message>
    <message>
        <source>Rule: batch work is ranked by its price per unit of work, a month of the offer over a month of work. Its price: {cost} per {unit} ({term}).</source>
        <translation>Правило: пакетная работа ранжируется по цене за единицу работы — месяц предложения на месяц работы. Его цена: {cost} за {unit} ({term}).</translation>
    </message>
    <message>
        <source>Rule: none of them gives a price, so the one with the most memory to spare is recommended.</source>
        <translation>Правило: ни у одного нет цены, поэтому рекомендуется сервер с наибольшим запасом памяти.</translation>
    </message>
    <message>
        <source>Rule: a service with traffic is ranked by the monthly price of the servers its busiest hour needs to meet the targets: {servers} × {price} = {cost} a month.</source>
        <translation>Правило: сервис с трафиком ранжируется по месячной цене серверов, нужных в самый загруженный час для выполнения целей: {servers} × {price} = {cost} в месяц.</translation>
    </message>
    <message>
        <source>The runner-up, {name}, would cost {cost} a month.</source>
        <translation>Следующий, {name}, обошёлся бы в {cost} в месяц.</translation>
    </message>
    <message>
        <source>The runner-up, {name}, would cost {cost} per million tokens.</source>
        <translation>Следующий, {name}, обошёлся бы в {cost} за миллион токенов.</translation>
    </message>
    <message>
        <source>The runner-up, {name}, would cost {cost} for the job.</source>
        <translation>Следующий, {name}, обошёлся бы в {cost} за задачу.</translation>
    </message>
    <message>
        <source>The runner-up, {name}, would cost {cost} per million training tokens.</source>
        <translation>Следующий, {name}, обошёлся бы в {cost} за миллион обучающих токенов.</translation>
    </message>
    <message>
        <source>The runner-up, {name}, would cost {cost} for the batch.</source>
        <translation>Второй вариант, {name}, обошёлся бы в {cost} за пакет.</translation>
    </message>
    <message>
        <source>The runner-up, {name}, would cost {cost} per unit of work.</source>
        <translation>Второй вариант, {name}, стоил бы {cost} за единицу работы.</translation>
    </message>
    <message>
        <source>The runner-up is {name}.</source>
        <translation>Следующий — {name}.</translation>
    </message>
    <message>
        <source>document</source>
        <translation>документ</translation>
    </message>
    <message>
        <source>token</source>
        <translation>токен</translation>
    </message>
    <message>
        <source>image</source>
        <translation>изображение</translation>
    </message>
    <message>
        <source>audio hour</source>
        <translation>час аудио</translation>
    </message>
    <message>
        <source>your own rates</source>
        <translation>ваши собственные курсы</translation>
    </message>
    <message>
        <source>no date given</source>
        <translation>дата не указана</translation>
    </message>
    <message>
        <source>Prices in different currencies were compared at 1 {base} = {pairs} ({date}; {origin}).</source>
        <translation>Цены в разных валютах сравнивались по курсу 1 {base} = {pairs} ({date}; {origin}).</translation>
    </message>
    <message>
        <source>Offers in {currencies} are not ranked against the others: there is no exchange rate for them (File ▸ Settings ▸ Exchange rates).</source>
        <translation>Предложения в {currencies} не сравниваются с остальными: для них нет курса (Файл ▸ Настройки ▸ Курсы валют).</translation>
    </message>
    <message>
        <source>Recommended: {name}, though it fits only tightly: no server fits comfortably, so confirm it in a pilot.</source>
        <translation>Рекомендуется: {name}, хотя помещается лишь впритык: ни один сервер не помещает задачу с запасом, поэтому проверьте его в пилоте.</translation>
    </message>
    <message>
        <source>Recommended: {name}, the only server that meets every must-have with memory to spare.</source>
        <translation>Рекомендуется: {name}, единственный сервер, который выполняет все обязательные требования с запасом памяти.</translation>
    </message>
    <message>
        <source>Recommended: {name}, the cheapest of the servers that meet every must-have.</source>
        <translation>Рекомендуется: {name}, самый дешёвый из серверов, выполняющих все обязательные требования.</translation>
    </message>
    <message>
        <source>{name} would cost less ({cost}) but fits only tightly: the high estimate may not fit, so it ranks after every comfortable fit.</source>
        <translation>{name} обошёлся бы дешевле ({cost}), но помещается лишь впритык: верхняя оценка может не поместиться, поэтому он идёт после всех, что помещаются с запасом.</translation>
    </message>
    <message>
        <source>No server meets every must-have, so none is recommended. The nearest, {name}, misses: {missed}.</source>
        <translation>Ни один сервер не выполняет все обязательные требования, поэтому рекомендации нет. Ближайший, {name}, не выполняет: {missed}.</translation>
    </message>
    <message>
        <source>None of these servers can hold the work, so none is recommended: it needs GPUs with more memory, a smaller precision or fewer requests at a time.</source>
        <translation>Ни один из этих серверов не вмещает задачу, поэтому рекомендации нет: нужны GPU с большей памятью, меньшая точность или меньше одновременных запросов.</translation>
    </message>
    <message>
        <source>{per} on one GPU</source>
        <translation>{per} на одном GPU</translation>
    </message>
    <message>
        <source>{people} people × {share} active at the busiest moment ≈ {requests} requests at once</source>
        <translation>{people} чел. × {share} активных в час пик ≈ {requests} одновременных запросов</translation>
    </message>
    <message>
        <source>(the default share, {share}, follows NVIDIA&apos;s sizing guide for chat services)</source>
        <translation>(доля по умолчанию, {share}, взята из руководства NVIDIA по расчёту чат-сервисов)</translation>
    </message>
    <message>
        <source>≈ {people} people at {share} active</source>
        <translation>≈ {people} чел. при {share} активных</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Something went wrong</source>
        <translation>Что-то пошло не так</translation>
    </message>
    <message>
        <source>Headroom hit an unexpected problem and stopped that action. Your work is autosaved. The details were written to {path}.</source>
        <translation>В Headroom возникла непредвиденная ошибка, и действие было прервано. Ваша работа сохранена автоматически. Подробности записаны в {path}.</translation>
    </message>
    <message>
        <source>No server profile &apos;{id}&apos;.</source>
        <translation>Профиль сервера «{id}» не найден.</translation>
    </message>
</context>
<context>
    <name>BudgetChart</name>
    <message>
        <source>Memory budget chart</source>
        <translation>Диаграмма бюджета памяти</translation>
    </message>
    <message>
        <source>Point at a coloured part to see what it is and how it is calculated.</source>
        <translation>Наведите указатель на цветной участок, чтобы узнать, что это и как оно рассчитывается.</translation>
    </message>
    <message>
        <source>Point at or click a coloured part of the bar (or a legend entry) to see what it is, how it is calculated and its numbers.</source>
        <translation>Наведите указатель на цветной участок полосы (или элемент легенды) либо щёлкните по нему, чтобы узнать, что это, как оно рассчитывается и каковы его значения.</translation>
    </message>
    <message>
        <source>Chart legend</source>
        <translation>Легенда диаграммы</translation>
    </message>
    <message>
        <source>Explanation of the selected part</source>
        <translation>Пояснение к выбранному участку</translation>
    </message>
    <message>
        <source>Each of {n} GPUs</source>
        <translation>Каждый из {n} GPU</translation>
    </message>
    <message>
        <source>One GPU</source>
        <translation>Один GPU</translation>
    </message>
    <message>
        <source>System RAM</source>
        <translation>ОЗУ</translation>
    </message>
    <message>
        <source>{gpu}: {size} usable</source>
        <translation>{gpu}: доступно {size}</translation>
    </message>
    <message numerus="yes">
        <source>System RAM of each of %n servers</source>
        <translation>
            <numerusform>ОЗУ каждого из %n сервера</numerusform>
            <numerusform>ОЗУ каждого из %n серверов</numerusform>
            <numerusform>ОЗУ каждого из %n серверов</numerusform>
        </translation>
    </message>
    <message>
        <source>{size} RAM</source>
        <translation>{size} ОЗУ</translation>
    </message>
    <message>
        <source>{label}, of {size}</source>
        <translation>{label} из {size}</translation>
    </message>
    <message>
        <source>Memory ({unit})</source>
        <translation>Память ({unit})</translation>
    </message>
    <message>
        <source>What is this? (glossary)</source>
        <translation>Что это? (глоссарий)</translation>
    </message>
</context>
<context>
    <name>Calibration</name>
    <message>
        <source>Measured on this server by the pilot {source} ({when}): {model}, {runtime}, {precision}, at {levels} concurrent requests.</source>
        <translation>Измерено на этом сервере пилотом {source} ({when}): {model}, {runtime}, {precision}, при {levels} одновременных запросах.</translation>
    </message>
    <message>
        <source>Measured on this server by the pilot {source} ({when}): {model}, {mode}, {precision}, sequence length × micro-batch {shape}.</source>
        <translation>Измерено на этом сервере пилотом {source} ({when}): {model}, {mode}, {precision}, длина последовательности × микробатч {shape}.</translation>
    </message>
    <message>
        <source>This load lies beyond the measured levels: the formula, scaled by the measured ratio at the nearest level.</source>
        <translation>Эта нагрузка лежит за пределами измеренных уровней: формула, умноженная на измеренное отношение на ближайшем уровне.</translation>
    </message>
    <message>
        <source>time not recorded</source>
        <translation>время не записано</translation>
    </message>
    <message>
        <source>Calibration {id} stored for {server}: from now on its speed for this model, precision and runtime is the measured one (--no-calibration gives the estimate as before).</source>
        <translation>Калибровка {id} сохранена для {server}: теперь её скорость для этой модели, точности и среды выполнения — измеренная (--no-calibration даёт прежнюю оценку).</translation>
    </message>
    <message>
        <source>Calibration {id} stored for {server}: its speed for this model, precision and runtime is now the measured one (switch off &quot;Use measured speeds&quot; to see the estimate as before).</source>
        <translation>Калибровка {id} сохранена для {server}: его скорость для этой модели, точности и среды выполнения теперь измеренная (выключите «Использовать измеренные скорости», чтобы увидеть прежнюю оценку).</translation>
    </message>
    <message>
        <source>The library holds no calibration.</source>
        <translation>В библиотеке нет калибровок.</translation>
    </message>
    <message>
        <source>Calibration {id} removed.</source>
        <translation>Калибровка {id} удалена.</translation>
    </message>
    <message>
        <source>no calibration &apos;{id}&apos; (`headroom pilot calibrations list` lists them)</source>
        <translation>нет калибровки &apos;{id}&apos; (`headroom pilot calibrations list` выводит их список)</translation>
    </message>
    <message>
        <source>--calibrate needs --server: the server the pilot ran on</source>
        <translation>для --calibrate нужен --server: сервер, на котором шёл пилот</translation>
    </message>
    <message>
        <source>not calibrated: the results are from another model or workload</source>
        <translation>не откалибровано: результаты относятся к другой модели или нагрузке</translation>
    </message>
    <message>
        <source>not calibrated: no measured run of these results gives this workload&apos;s speed (a load test at the typical input, or a training speed run)</source>
        <translation>не откалибровано: ни один измеренный прогон этих результатов не даёт скорость этой нагрузки (нагрузочный тест при типичном входе или прогон скорости обучения)</translation>
    </message>
    <message>
        <source>not calibrated: --server names a file; calibrations are kept for a server of the library (give its id or name)</source>
        <translation>не откалибровано: --server указывает файл; калибровки хранятся для сервера из библиотеки (укажите его id или имя)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Сервер</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>Среда выполнения</translation>
    </message>
    <message>
        <source>Concurrency measured</source>
        <translation>Измеренная параллельность</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Измерено</translation>
    </message>
    <message>
        <source>Pilot file</source>
        <translation>Файл пилота</translation>
    </message>
    <message>
        <source>{c} concurrent: first token {ttft}, {tps} tokens/s per request, {agg} tokens/s in all</source>
        <translation>{c} одновременно: первый токен {ttft}, {tps} токенов/с на запрос, {agg} токенов/с всего</translation>
    </message>
    <message>
        <source>Long input of {n} tokens: first token {ttft}</source>
        <translation>Длинный вход из {n} токенов: первый токен {ttft}</translation>
    </message>
    <message>
        <source>Peak GPU memory: {bytes}</source>
        <translation>Пиковая память GPU: {bytes}</translation>
    </message>
    <message>
        <source>Training, sequence length × micro-batch {shape} on {gpus} GPU: {step} per step, {tps} tokens/s ({steps} steps timed)</source>
        <translation>Обучение, длина последовательности × микробатч {shape} на {gpus} GPU: {step} на шаг, {tps} токенов/с (замерено шагов: {steps})</translation>
    </message>
</context>
<context>
    <name>CatalogPicker</name>
    <message>
        <source>Search: name, family, size</source>
        <translation>Поиск: название, семейство, размер</translation>
    </message>
    <message>
        <source>Search the model catalog</source>
        <translation>Поиск в каталоге моделей</translation>
    </message>
    <message>
        <source>Type part of a name (Llama, Qwen, Mistral…), a family, or a size such as 8b or 70b. Press Down to move into the list.</source>
        <translation>Введите часть названия (Llama, Qwen, Mistral…), семейство или размер, например 8b или 70b. Нажмите «Вниз», чтобы перейти к списку.</translation>
    </message>
    <message>
        <source>Model size</source>
        <translation>Размер модели</translation>
    </message>
    <message>
        <source>Size in billions of parameters (B). Memory grows with it.</source>
        <translation>Размер в миллиардах параметров (B). С ним растёт и потребность в памяти.</translation>
    </message>
    <message>
        <source>Any size</source>
        <translation>Любой размер</translation>
    </message>
    <message>
        <source>Small (under 10 B)</source>
        <translation>Малые (до 10 B)</translation>
    </message>
    <message>
        <source>Medium (10–40 B)</source>
        <translation>Средние (10–40 B)</translation>
    </message>
    <message>
        <source>Large (40–150 B)</source>
        <translation>Крупные (40–150 B)</translation>
    </message>
    <message>
        <source>Very large (over 150 B)</source>
        <translation>Очень крупные (более 150 B)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Семейство</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Назначение</translation>
    </message>
    <message>
        <source>License</source>
        <translation>Лицензия</translation>
    </message>
    <message>
        <source>Catalog models</source>
        <translation>Модели каталога</translation>
    </message>
    <message>
        <source>Click a model to use it. Sizes are in billions of parameters.</source>
        <translation>Щёлкните по модели, чтобы выбрать её. Размеры указаны в миллиардах параметров.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>текст</translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation>эмбеддинги</translation>
    </message>
    <message>
        <source>reranking</source>
        <translation>реранкинг</translation>
    </message>
    <message>
        <source>images</source>
        <translation>изображения</translation>
    </message>
    <message>
        <source>images + text</source>
        <translation>изображения + текст</translation>
    </message>
    <message>
        <source>speech</source>
        <translation>речь</translation>
    </message>
</context>
<context>
    <name>ChoiceField</name>
    <message>
        <source>{value} (not a known choice)</source>
        <translation>{value} (неизвестное значение)</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>{option}: &apos;{value}&apos; is not usable: give a number above 0 (years up to 50; a price per kWh, optionally with a three-letter currency)</source>
        <translation>{option}: значение «{value}» не подходит: укажите число больше 0 (годы — не более 50; цену за кВт·ч, при желании с трёхбуквенным кодом валюты)</translation>
    </message>
    <message>
        <source>The shipped catalog is damaged: {reason}</source>
        <translation>Встроенный каталог повреждён: {reason}</translation>
    </message>
    <message>
        <source>{mode} on {runtime}; weights {weights}, KV cache {kv}</source>
        <translation>{mode} на {runtime}; веса {weights}, KV-кэш {kv}</translation>
    </message>
    <message>
        <source>{mode}, a diffusers pipeline; denoiser {weights}, text encoders {encoders}</source>
        <translation>{mode}, конвейер diffusers; денойзер {weights}, текстовые кодировщики {encoders}</translation>
    </message>
    <message>
        <source>{mode} with {framework} (training framework); weights {weights}</source>
        <translation>{mode} с {framework} (фреймворк обучения); веса {weights}</translation>
    </message>
    <message>
        <source>Task: {task}</source>
        <translation>Задача: {task}</translation>
    </message>
    <message>
        <source>{tokens} per sequence × {sequences} at once; {gpus}</source>
        <translation>{tokens} на последовательность × {sequences} одновременно; {gpus}</translation>
    </message>
    <message>
        <source>{tokens} per sequence × micro-batch {sequences}; {gpus}</source>
        <translation>{tokens} на последовательность × micro-batch {sequences}; {gpus}</translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation>На один GPU</translation>
    </message>
    <message>
        <source>All {n} GPUs (not one pool)</source>
        <translation>Все {n} GPU (не единый пул)</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Компонент</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Нижняя</translation>
    </message>
    <message>
        <source>Typical</source>
        <translation>Обычная</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Верхняя</translation>
    </message>
    <message>
        <source>System RAM</source>
        <translation>Оперативная память</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>Beside the GPUs</source>
        <translation>Помимо GPU</translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation>Предупреждения:</translation>
    </message>
    <message>
        <source>Assumptions:</source>
        <translation>Допущения:</translation>
    </message>
    <message>
        <source>{file}: no server profile in this file</source>
        <translation>{file}: в этом файле нет профиля сервера</translation>
    </message>
    <message>
        <source>no server profile &apos;{token}&apos;: give an id, a name or a .json file (`headroom servers` lists them)</source>
        <translation>нет профиля сервера «{token}»: укажите id, название или файл .json (список — `headroom servers`)</translation>
    </message>
    <message>
        <source>{problem}; did you mean &apos;{suggestion}&apos;?</source>
        <translation>{problem}; возможно, имелось в виду «{suggestion}»?</translation>
    </message>
    <message>
        <source>Time to first token (estimate): {typ} ({low}–{high})</source>
        <translation>Время до первого токена (оценка): {typ} ({low}–{high})</translation>
    </message>
    <message>
        <source>  for the long input of {n} tokens: {typ}</source>
        <translation>  для длинного входа в {n} токенов: {typ}</translation>
    </message>
    <message>
        <source>Tokens/s per user at {c} concurrent: {typ} ({low}–{high})</source>
        <translation>Токенов/с на пользователя (одновременных запросов: {c}): {typ} ({low}–{high})</translation>
    </message>
    <message>
        <source>Aggregate throughput: {typ} tokens/s</source>
        <translation>Суммарная пропускная способность: {typ} токенов/с</translation>
    </message>
    <message>
        <source>Training throughput (estimate): {typ} tokens/s ({low}–{high})</source>
        <translation>Скорость обучения (оценка): {typ} токенов/с ({low}–{high})</translation>
    </message>
    <message>
        <source>Time for the dataset: {typ} h ({low}–{high} h)</source>
        <translation>Время на набор данных: {typ} ч ({low}–{high} ч)</translation>
    </message>
    <message>
        <source>Verdict: {verdict}</source>
        <translation>Вердикт: {verdict}</translation>
    </message>
    <message>
        <source>Per GPU: needs {need} ({low}–{high}) of {cap} usable; headroom {head} ({pct})</source>
        <translation>На один GPU: нужно {need} ({low}–{high}) из {cap} доступных; запас {head} ({pct})</translation>
    </message>
    <message>
        <source>The need for this split: {need}</source>
        <translation>Потребность при этом разбиении: {need}</translation>
    </message>
    <message>
        <source>System RAM per server: needs {need} (high {high}) of {ram}</source>
        <translation>Оперативная память на сервер: нужно {need} (максимум {high}) из {ram}</translation>
    </message>
    <message>
        <source>NVMe for offloaded state: {need} per rank</source>
        <translation>NVMe для выгруженного состояния: {need} на процесс</translation>
    </message>
    <message>
        <source>Largest micro-batch that fits: {n}</source>
        <translation>Наибольший micro-batch, который помещается: {n}</translation>
    </message>
    <message>
        <source>Most concurrent sequences that fit: {n}</source>
        <translation>Наибольшее число одновременных последовательностей, которое помещается: {n}</translation>
    </message>
    <message>
        <source>Most requests at once that fit: {n}</source>
        <translation>Максимум одновременных запросов, которые помещаются: {n}</translation>
    </message>
    <message>
        <source>Longest sequence that fits: {n} tokens</source>
        <translation>Самая длинная последовательность, которая помещается: {n} токенов</translation>
    </message>
    <message>
        <source>Longest input + output that fits: {n} tokens</source>
        <translation>Наибольшая длина входа + выхода, которая помещается: {n} токенов</translation>
    </message>
    <message>
        <source> (the model&apos;s own limit)</source>
        <translation> (собственный предел модели)</translation>
    </message>
    <message>
        <source>Price: {terms}</source>
        <translation>Цена: {terms}</translation>
    </message>
    <message>
        <source>Cost of the work: {cost}</source>
        <translation>Стоимость работы: {cost}</translation>
    </message>
    <message>
        <source>{server}: gpu.id: &apos;{gpu}&apos; is not in the catalog; give the GPU&apos;s name and memory_bytes in the profile</source>
        <translation>{server}: gpu.id: «{gpu}» нет в каталоге; укажите в профиле name и memory_bytes этого GPU</translation>
    </message>
    <message>
        <source>Cost of the job</source>
        <translation>Стоимость задачи</translation>
    </message>
    <message>
        <source>Cost of the batch</source>
        <translation>Стоимость пакета</translation>
    </message>
    <message>
        <source>Price / unit of work</source>
        <translation>Цена / единица работы</translation>
    </message>
    <message>
        <source>Price / M training tokens</source>
        <translation>Цена / млн обуч. токенов</translation>
    </message>
    <message>
        <source>{hours} h</source>
        <translation>{hours} ч</translation>
    </message>
    <message>
        <source>train tok/s</source>
        <translation>обучение, ток/с</translation>
    </message>
    <message>
        <source>tok/s user / total</source>
        <translation>ток/с польз. / всего</translation>
    </message>
    <message>
        <source>Batch takes</source>
        <translation>Время пакета</translation>
    </message>
    <message>
        <source>Work / hour</source>
        <translation>Работа / час</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Профиль</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <source>Per GPU need / usable</source>
        <translation>Нужно / доступно на GPU</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Запас</translation>
    </message>
    <message>
        <source>RAM need / RAM</source>
        <translation>Нужно ОЗУ / ОЗУ</translation>
    </message>
    <message>
        <source>Price / month</source>
        <translation>Цена / месяц</translation>
    </message>
    <message>
        <source>Price / M tokens</source>
        <translation>Цена / млн токенов</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Серверы</translation>
    </message>
    <message>
        <source>{name}: {n} profiles, best first</source>
        <translation>{name} — профилей: {n}, сначала лучшие</translation>
    </message>
    <message>
        <source>Its need: {need}.</source>
        <translation>Его потребность: {need}.</translation>
    </message>
    <message>
        <source>Speeds and prices per token are estimates; a pilot confirms them.</source>
        <translation>Скорости и цены за токен — это оценки; их подтверждает пилот.</translation>
    </message>
    <message>
        <source>headroom: an unexpected error stopped the command ({error}). Please report it; the details were written to {log}.</source>
        <translation>headroom: непредвиденная ошибка прервала команду ({error}). Пожалуйста, сообщите о ней; подробности записаны в {log}.</translation>
    </message>
    <message>
        <source>headroom: an unexpected error stopped the command ({error}). Please report it.</source>
        <translation>headroom: непредвиденная ошибка прервала команду ({error}). Пожалуйста, сообщите о ней.</translation>
    </message>
    <message>
        <source>headroom: &apos;{word}&apos; is not a command; did you mean {command}? (headroom --help lists them)</source>
        <translation>headroom: «{word}» — не команда; возможно, имелось в виду {command}? (список — headroom --help)</translation>
    </message>
    <message>
        <source>Together: {verdict}</source>
        <translation>Вместе: {verdict}</translation>
    </message>
    <message>
        <source>{hours}: the busiest GPU ({gpu}) needs {need} (high {high}) of {cap}</source>
        <translation>{hours}: самому загруженному GPU ({gpu}) нужно {need} (максимум {high}) из {cap}</translation>
    </message>
    <message>
        <source>Together</source>
        <translation>Вместе</translation>
    </message>
    <message>
        <source>Busiest GPU need / usable</source>
        <translation>Самый загруженный GPU: нужно / доступно</translation>
    </message>
    <message>
        <source>{names}: {n} profiles, best first</source>
        <translation>{names}: профилей — {n}, лучшие первыми</translation>
    </message>
</context>
<context>
    <name>CompareTable</name>
    <message>
        <source>The pilot did not run on this profile.</source>
        <translation>На этом профиле пилот не проводился.</translation>
    </message>
    <message>
        <source>Peak {size} per GPU</source>
        <translation>Пик {size} на GPU</translation>
    </message>
    <message>
        <source>First token {p50} (p95 {p95})</source>
        <translation>Первый токен {p50} (p95 {p95})</translation>
    </message>
    <message>
        <source>{rate} tokens/s per user</source>
        <translation>{rate} токенов/с на пользователя</translation>
    </message>
    <message>
        <source>{passed} of {n} criteria passed</source>
        <translation>Выполнено критериев: {passed} из {n}</translation>
    </message>
    <message>
        <source>Measured in the pilot</source>
        <translation>Измерено в пилоте</translation>
    </message>
    <message>
        <source>From the imported pilot results, at your concurrency (Pilot view)</source>
        <translation>По импортированным результатам пилота при вашем числе одновременных запросов (раздел «Пилот»)</translation>
    </message>
</context>
<context>
    <name>ComparisonView</name>
    <message>
        <source>Order of the columns</source>
        <translation>Порядок столбцов</translation>
    </message>
    <message>
        <source>Verdict (recommended first)</source>
        <translation>Вердикт (сначала рекомендуемые)</translation>
    </message>
    <message>
        <source>Headroom (most first)</source>
        <translation>Запас памяти (сначала наибольший)</translation>
    </message>
    <message>
        <source>Throughput (fastest first)</source>
        <translation>Пропускная способность (сначала самые быстрые)</translation>
    </message>
    <message>
        <source>Price per month (cheapest first)</source>
        <translation>Цена в месяц (сначала самые дешёвые)</translation>
    </message>
    <message>
        <source>Add to quote</source>
        <translation>Добавить в запрос КП</translation>
    </message>
    <message>
        <source>Keep these profiles for the quote request you send to providers</source>
        <translation>Сохранить эти профили для запроса коммерческого предложения, который вы отправите поставщикам</translation>
    </message>
    <message>
        <source>Speeds and prices per token are estimates; a pilot on the real server confirms them.</source>
        <translation>Скорости и цены за токен — это оценки; их подтверждает пилот на реальном сервере.</translation>
    </message>
    <message>
        <source>Per GPU, on one scale; whiskers show the low to high estimate. Names in green fit comfortably, in orange tightly, in red not at all or missing a must-have.</source>
        <translation>На один GPU, в одном масштабе; усы показывают оценку от нижней до верхней. Зелёные названия помещаются с запасом, оранжевые — впритык, красные — не помещаются или не выполняют обязательное требование.</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Память на один GPU</translation>
    </message>
    <message>
        <source>Speed against users</source>
        <translation>Скорость в зависимости от числа пользователей</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
    </message>
    <message>
        <source>All workloads together</source>
        <translation>Все нагрузки вместе</translation>
    </message>
    <message>
        <source>Order by:</source>
        <translation>Сортировка:</translation>
    </message>
    <message>
        <source>comparing servers</source>
        <translation>сравнение серверов</translation>
    </message>
    <message>
        <source>Warnings and notes ({n})</source>
        <translation>Предупреждения и примечания ({n})</translation>
    </message>
    <message>
        <source>The workload has problems to fix before profiles can be compared.</source>
        <translation>В описании нагрузки есть ошибки: исправьте их, чтобы сравнить профили.</translation>
    </message>
    <message>
        <source>Tick profiles on the left to compare them.</source>
        <translation>Отметьте профили слева, чтобы сравнить их.</translation>
    </message>
    <message>
        <source>Nothing ticked: showing the three best profiles for this workload.</source>
        <translation>Ничего не отмечено: показаны три лучших профиля для этой нагрузки.</translation>
    </message>
    <message>
        <source>Tick at least one more profile to compare.</source>
        <translation>Отметьте ещё хотя бы один профиль для сравнения.</translation>
    </message>
    <message>
        <source>{n} of at most 6 ticked.</source>
        <translation>Отмечено {n} из 6 возможных.</translation>
    </message>
    <message>
        <source>Estimates. The dotted line marks your {n} users at once; a circle ends a curve where memory runs out.</source>
        <translation>Оценки. Пунктирная линия — ваши одновременные пользователи ({n}); кружок завершает кривую там, где заканчивается память.</translation>
    </message>
    <message>
        <source>In the quote request</source>
        <translation>В запросе КП</translation>
    </message>
</context>
<context>
    <name>FiguresTable</name>
    <message>
        <source>★ recommended</source>
        <translation>★ рекомендуется</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>Search names, providers, GPUs…</source>
        <translation>Поиск по названиям, поставщикам, GPU…</translation>
    </message>
    <message>
        <source>Show only profiles with this GPU</source>
        <translation>Показывать только профили с этим GPU</translation>
    </message>
    <message>
        <source>Show only profiles with this many GPUs per server</source>
        <translation>Показывать только профили с таким числом GPU на сервер</translation>
    </message>
    <message>
        <source>Show only offers from this provider</source>
        <translation>Показывать только предложения этого поставщика</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU:</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>Кол-во GPU:</translation>
    </message>
    <message>
        <source>Provider:</source>
        <translation>Поставщик:</translation>
    </message>
    <message>
        <source>Any GPU</source>
        <translation>Любой GPU</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Любое</translation>
    </message>
    <message>
        <source>Any provider</source>
        <translation>Любой поставщик</translation>
    </message>
    <message>
        <source>{shown} of {total} profiles</source>
        <translation>Профилей: {shown} из {total}</translation>
    </message>
</context>
<context>
    <name>FindingsView</name>
    <message>
        <source>Warnings and assumptions</source>
        <translation>Предупреждения и допущения</translation>
    </message>
    <message>
        <source>What to watch for with this workload and server, most severe first, each with a way to fix it.</source>
        <translation>На что обратить внимание при этой нагрузке и этом сервере — от самого серьёзного к менее важному, с указанием способа исправления.</translation>
    </message>
    <message>
        <source>Blocker</source>
        <translation>Препятствие</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <source>Correct this field in the wizard.</source>
        <translation>Исправьте это поле в мастере.</translation>
    </message>
</context>
<context>
    <name>GoalPage</name>
    <message>
        <source>A name you will recognise, e.g. &apos;Support chatbot&apos;. It appears in the quote request.</source>
        <translation>Понятное вам название, например «Чат-бот поддержки». Оно указывается в запросе коммерческого предложения.</translation>
    </message>
    <message>
        <source>e.g. Support chatbot</source>
        <translation>например, Чат-бот поддержки</translation>
    </message>
    <message>
        <source>&amp;Kind of work:</source>
        <translation>&amp;Вид работы:</translation>
    </message>
    <message>
        <source>What the model does with each request. The later steps ask only what this kind of work needs; a model that cannot do it is replaced by one that can.</source>
        <translation>Что модель делает с каждым запросом. Следующие шаги спрашивают только то, что нужно для этого вида работы; модель, которая его не умеет, заменяется подходящей.</translation>
    </message>
    <message>
        <source>Write or answer text (chat, assistants, documents)</source>
        <translation>Писать текст и отвечать (чат, ассистенты, документы)</translation>
    </message>
    <message>
        <source>Read images with text (scans, invoices, photos)</source>
        <translation>Читать изображения с текстом (сканы, счета, фото)</translation>
    </message>
    <message>
        <source>Make images from a description</source>
        <translation>Создавать изображения по описанию</translation>
    </message>
    <message>
        <source>Turn speech into text (calls, meetings)</source>
        <translation>Превращать речь в текст (звонки, встречи)</translation>
    </message>
    <message>
        <source>Turn texts into vectors for search (embeddings)</source>
        <translation>Превращать тексты в векторы для поиска (эмбеддинги)</translation>
    </message>
    <message>
        <source>Rank found documents for a question (reranker)</source>
        <translation>Ранжировать найденные документы для вопроса (реранкер)</translation>
    </message>
    <message>
        <source>Adaptation metho&amp;d:</source>
        <translation>&amp;Метод адаптации:</translation>
    </message>
    <message>
        <source>LoRA trains small add-on matrices next to the model. QLoRA does the same on a 4-bit copy of the model: much less memory, slightly slower.</source>
        <translation>LoRA обучает небольшие дополнительные матрицы рядом с моделью. QLoRA делает то же самое с 4-битной копией модели: памяти нужно намного меньше, скорость немного ниже.</translation>
    </message>
    <message>
        <source>LoRA — model kept in 16-bit</source>
        <translation>LoRA — модель хранится в 16 битах</translation>
    </message>
    <message>
        <source>QLoRA — model compressed to 4-bit, least memory</source>
        <translation>QLoRA — модель сжата до 4 бит, минимум памяти</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>What should the server do? Pick the closest goal, or start from an example and adjust it.</source>
        <translation>Что должен делать сервер? Выберите наиболее подходящую цель или начните с примера и измените его.</translation>
    </message>
    <message>
        <source>What do you want to do?</source>
        <translation>Что вы хотите сделать?</translation>
    </message>
    <message>
        <source>Serve a model to &amp;people or apps (chat, assistants, Q&amp;&amp;A)</source>
        <translation>Обслуживать &amp;людей или приложения (чат, ассистенты, Q&amp;&amp;A)</translation>
    </message>
    <message>
        <source>Answers arrive while someone waits: response time and concurrent users matter.</source>
        <translation>Ответы приходят, пока пользователь ждёт: важны время ответа и число одновременных пользователей.</translation>
    </message>
    <message>
        <source>Run batch &amp;jobs (summarise, classify, translate many documents)</source>
        <translation>Выполнять &amp;пакетные задания (реферирование, классификация, перевод множества документов)</translation>
    </message>
    <message>
        <source>Nobody waits for a single answer: total throughput matters.</source>
        <translation>Никто не ждёт отдельного ответа: важна общая пропускная способность.</translation>
    </message>
    <message>
        <source>Make embeddin&amp;gs for search</source>
        <translation>Создавать &amp;эмбеддинги для поиска</translation>
    </message>
    <message>
        <source>Runtime switched from {old} to {new}: {old} serves models and does not train them (change it in step 3).</source>
        <translation>Среда выполнения заменена с {old} на {new}: {old} обслуживает модели, но не обучает их (можно изменить на шаге 3).</translation>
    </message>
    <message>
        <source>Turns texts into vectors for semantic search; no text is generated.</source>
        <translation>Преобразует тексты в векторы для семантического поиска; текст не генерируется.</translation>
    </message>
    <message>
        <source>Workload na&amp;me:</source>
        <translation>&amp;Название нагрузки:</translation>
    </message>
    <message>
        <source>&amp;Adapt a model to our data (LoRA / QLoRA)</source>
        <translation>&amp;Адаптировать модель под наши данные (LoRA / QLoRA)</translation>
    </message>
    <message>
        <source>Trains a small add-on to an existing model: modest memory, hours to days.</source>
        <translation>Обучает небольшое дополнение к существующей модели: умеренный объём памяти, от нескольких часов до нескольких дней.</translation>
    </message>
    <message>
        <source>Fully fine-&amp;tune a model</source>
        <translation>Полное &amp;дообучение модели</translation>
    </message>
    <message>
        <source>Trains every weight: several times the memory of running the model.</source>
        <translation>Обучаются все веса: памяти нужно в несколько раз больше, чем для запуска модели.</translation>
    </message>
    <message>
        <source>Something e&amp;lse</source>
        <translation>Д&amp;ругое</translation>
    </message>
    <message>
        <source>Describe the need in the notes; size it as serving.</source>
        <translation>Опишите задачу в заметках; расчёт выполняется как для инференса.</translation>
    </message>
    <message>
        <source>Or start from an example</source>
        <translation>Или начните с примера</translation>
    </message>
    <message>
        <source>Fill in the wizard with this example; every value can be changed.</source>
        <translation>Заполнить мастер данными этого примера; любое значение можно изменить.</translation>
    </message>
</context>
<context>
    <name>HelpButton</name>
    <message>
        <source>What is “{term}”? Opens the glossary.</source>
        <translation>Что такое «{term}»? Открывает глоссарий.</translation>
    </message>
    <message>
        <source>Opens the user guide at “{term}”.</source>
        <translation>Открывает руководство пользователя на разделе «{term}».</translation>
    </message>
    <message>
        <source>Help: {term}</source>
        <translation>Справка: {term}</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Headroom help</source>
        <translation>Справка Headroom</translation>
    </message>
    <message>
        <source>Help text</source>
        <translation>Текст справки</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Назад</translation>
    </message>
    <message>
        <source>&amp;Forward &gt;</source>
        <translation>&amp;Вперёд &gt;</translation>
    </message>
    <message>
        <source>User &amp;guide</source>
        <translation>&amp;Руководство</translation>
    </message>
    <message>
        <source>G&amp;lossary</source>
        <translation>&amp;Глоссарий</translation>
    </message>
</context>
<context>
    <name>LibraryFiles</name>
    <message>
        <source>Server profiles (*.json);;All files (*)</source>
        <translation>Профили серверов (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Import server profiles</source>
        <translation>Импорт профилей серверов</translation>
    </message>
    <message>
        <source> (imported)</source>
        <translation> (импортирован)</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Ошибка импорта</translation>
    </message>
    <message>
        <source>Import: some profiles were not imported</source>
        <translation>Импорт: некоторые профили не импортированы</translation>
    </message>
    <message>
        <source>Export server profiles</source>
        <translation>Экспорт профилей серверов</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Ошибка экспорта</translation>
    </message>
    <message>
        <source>Could not write {file}: {reason}</source>
        <translation>Не удалось записать {file}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n profiles to {file}.</source>
        <translation>
            <numerusform>Экспортирован %n профиль в {file}.</numerusform>
            <numerusform>Экспортировано %n профиля в {file}.</numerusform>
            <numerusform>Экспортировано %n профилей в {file}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LoadPage</name>
    <message>
        <source>Texts and users</source>
        <translation>Тексты и пользователи</translation>
    </message>
    <message>
        <source>Typical &amp;input:</source>
        <translation>Типичный &amp;запрос:</translation>
    </message>
    <message>
        <source>Text sent with one request: the question plus any documents or chat history. One token is about ¾ of an English word; a page of text is 500–700 tokens.</source>
        <translation>Текст, отправляемый с одним запросом: вопрос плюс документы или история чата. Один токен — примерно ¾ английского слова; страница текста — 500–700 токенов.</translation>
    </message>
    <message>
        <source>Typical &amp;answer:</source>
        <translation>Типичный о&amp;твет:</translation>
    </message>
    <message>
        <source>Length of one answer. A paragraph is about 100 tokens.</source>
        <translation>Длина одного ответа. Абзац — примерно 100 токенов.</translation>
    </message>
    <message>
        <source>&amp;Longest input that must work:</source>
        <translation>&amp;Максимальный запрос:</translation>
    </message>
    <message>
        <source>The largest document or conversation that must still be handled, even if rare. Leave empty if there is none.</source>
        <translation>Самый большой документ или диалог, который всё равно должен обрабатываться, даже если такое бывает редко. Оставьте поле пустым, если таких нет.</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>необязательно</translation>
    </message>
    <message>
        <source>&amp;People who use it:</source>
        <translation>&amp;Людей пользуется:</translation>
    </message>
    <message>
        <source>How many people use the service (all of them, not only those online at once). Headroom turns them into requests at the same moment with the share below; leave empty to give the requests yourself.</source>
        <translation>Сколько людей пользуется сервисом (все, а не только те, кто онлайн одновременно). Headroom переводит их в одновременные запросы по доле ниже; оставьте пустым, чтобы задать запросы самим.</translation>
    </message>
    <message>
        <source>Active at the b&amp;usiest moment:</source>
        <translation>Активны в &amp;час пик:</translation>
    </message>
    <message>
        <source>The share of those people with a request being answered at the busiest moment. Default {share} %: {source}.</source>
        <translation>Доля этих людей, чей запрос обрабатывается в самый загруженный момент. По умолчанию {share} %: {source}.</translation>
    </message>
    <message>
        <source>Requests at the same &amp;moment:</source>
        <translation>&amp;Одновременных запросов:</translation>
    </message>
    <message>
        <source>How many requests are being answered at once. Follows from the people above when they are given; for batch jobs, how many documents run in parallel.</source>
        <translation>Сколько запросов обрабатывается одновременно. Следует из числа людей выше, если оно задано; для пакетных задач — сколько документов идёт параллельно.</translation>
    </message>
    <message>
        <source>Reques&amp;ts per person in the busiest hour:</source>
        <translation>&amp;Запросов на человека в час пик:</translation>
    </message>
    <message>
        <source>Traffic in plain words: how many questions one person asks in the busiest hour. With the people above it gives the requests per second, and the result shows how long answers wait and how many servers it takes. Typical {rate}: {source}.</source>
        <translation>Трафик простыми словами: сколько вопросов один человек задаёт в самый загруженный час. Вместе с числом людей выше это даёт запросы в секунду, а результат показывает, сколько ждут ответы и сколько нужно серверов. Обычно {rate}: {source}.</translation>
    </message>
    <message>
        <source>Or requests per second at the busiest hour, if &amp;you know it:</source>
        <translation>Или запросов в с&amp;екунду в час пик:</translation>
    </message>
    <message>
        <source>The arrival rate at the busiest hour, when you know it (from the people and their questions per hour when those are given). Leave empty to size by the requests at the same moment only.</source>
        <translation>Интенсивность поступления запросов в самый загруженный час, если вы её знаете (из людей и их вопросов в час, когда они указаны). Оставьте пустым, чтобы считать только по одновременным запросам.</translation>
    </message>
    <message>
        <source>Requests per &amp;day:</source>
        <translation>Запросов в &amp;день:</translation>
    </message>
    <message>
        <source>Optional: for the quote request and throughput checks.</source>
        <translation>Необязательно: для запроса коммерческого предложения и проверки пропускной способности.</translation>
    </message>
    <message>
        <source>Training run</source>
        <translation>Обучение</translation>
    </message>
    <message>
        <source>Se&amp;quence length:</source>
        <translation>Д&amp;лина последовательности:</translation>
    </message>
    <message>
        <source>Tokens in one training example. Longer needs more memory.</source>
        <translation>Число токенов в одном обучающем примере. Чем длиннее, тем больше нужно памяти.</translation>
    </message>
    <message>
        <source>E&amp;xamples per step:</source>
        <translation>Примеров на &amp;шаг:</translation>
    </message>
    <message>
        <source>Examples processed together on each GPU (micro-batch). More is faster but needs memory.</source>
        <translation>Число примеров, обрабатываемых вместе на каждом GPU (микробатч). Чем больше, тем быстрее, но нужно больше памяти.</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>О&amp;птимизатор:</translation>
    </message>
    <message>
        <source>The update rule. AdamW is the standard; 8-bit AdamW and Adafactor need less memory.</source>
        <translation>Правило обновления весов. Стандарт — AdamW; 8-битному AdamW и Adafactor нужно меньше памяти.</translation>
    </message>
    <message>
        <source>AdamW (standard)</source>
        <translation>AdamW (стандартный)</translation>
    </message>
    <message>
        <source>AdamW 8-bit (less memory)</source>
        <translation>AdamW 8 бит (меньше памяти)</translation>
    </message>
    <message>
        <source>Adafactor (least memory of the adaptive ones)</source>
        <translation>Adafactor (меньше всего памяти среди адаптивных)</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD с моментом</translation>
    </message>
    <message>
        <source>Recomputes intermediate results instead of keeping them: much less memory, about a third slower.</source>
        <translation>Промежуточные результаты пересчитываются, а не хранятся: памяти нужно намного меньше, а скорость ниже примерно на треть.</translation>
    </message>
    <message>
        <source>Gradient &amp;checkpointing (save memory, a bit slower)</source>
        <translation>&amp;Чекпоинтинг градиентов (экономия памяти, чуть медленнее)</translation>
    </message>
    <message>
        <source>LoRA &amp;rank:</source>
        <translation>&amp;Ранг LoRA:</translation>
    </message>
    <message>
        <source>Size of the add-on matrices. 8–64 is usual; higher learns more and needs a little more memory.</source>
        <translation>Размер дополнительных матриц. Обычно 8–64; при большем значении модель усваивает больше, а памяти нужно немного больше.</translation>
    </message>
    <message>
        <source>LoRA &amp;applied to:</source>
        <translation>&amp;Куда добавлять LoRA:</translation>
    </message>
    <message>
        <source>Which layers get add-ons. All linear layers is usual.</source>
        <translation>Какие слои получают дополнения. Обычно — все линейные слои.</translation>
    </message>
    <message>
        <source>all linear layers</source>
        <translation>все линейные слои</translation>
    </message>
    <message>
        <source>attention only</source>
        <translation>только слои внимания</translation>
    </message>
    <message>
        <source>query and value only (the PEFT default)</source>
        <translation>только query и value (по умолчанию в PEFT)</translation>
    </message>
    <message>
        <source>MLP layers only</source>
        <translation>только слои MLP</translation>
    </message>
    <message>
        <source>Sharing across G&amp;PUs:</source>
        <translation>Распределение по &amp;GPU:</translation>
    </message>
    <message>
        <source>With several GPUs, ZeRO / FSDP divides the training state among them instead of copying it.</source>
        <translation>Если GPU несколько, ZeRO / FSDP распределяет между ними состояние обучения, а не копирует его на каждый.</translation>
    </message>
    <message>
        <source>none — each GPU holds a full copy</source>
        <translation>нет — каждый GPU хранит полную копию</translation>
    </message>
    <message>
        <source>ZeRO-1 — divide optimizer states</source>
        <translation>ZeRO-1 — распределить состояния оптимизатора</translation>
    </message>
    <message>
        <source>ZeRO-2 — also gradients</source>
        <translation>ZeRO-2 — а также градиенты</translation>
    </message>
    <message>
        <source>ZeRO-3 / FSDP — also the weights</source>
        <translation>ZeRO-3 / FSDP — а также веса</translation>
    </message>
    <message>
        <source>Computes the final scores in pieces (torchtune, Liger, Unsloth): saves memory with large vocabularies.</source>
        <translation>Итоговые оценки вычисляются по частям (torchtune, Liger, Unsloth): экономит память при больших словарях.</translation>
    </message>
    <message>
        <source>Chun&amp;ked loss</source>
        <translation>&amp;Блочный расчёт функции потерь</translation>
    </message>
    <message>
        <source>The layers compute in 8-bit floating point through NVIDIA TransformerEngine (Megatron-LM&apos;s --fp8-format). Each keeps 8-bit copies of its weights beside the 16-bit ones between steps: faster, but more memory, not less.</source>
        <translation>Слои считают в 8-битной плавающей точке через NVIDIA TransformerEngine (--fp8-format в Megatron-LM). Каждый слой хранит между шагами 8-битные копии своих весов рядом с 16-битными: быстрее, но памяти нужно больше, а не меньше.</translation>
    </message>
    <message>
        <source>fp&amp;8 compute (TransformerEngine)</source>
        <translation>Вычисления в fp&amp;8 (TransformerEngine)</translation>
    </message>
    <message>
        <source>&amp;Dataset size:</source>
        <translation>Размер д&amp;атасета:</translation>
    </message>
    <message>
        <source>Tokens in one pass over the training data. Decides the training time, not the memory.</source>
        <translation>Число токенов за один проход по обучающим данным. Определяет время обучения, но не объём памяти.</translation>
    </message>
    <message>
        <source>Passes over &amp;the data (epochs):</source>
        <translation>Проходов по данным (&amp;эпох):</translation>
    </message>
    <message>
        <source>Several GPUs are not one big memory: the model and its data are divided between them, each GPU must hold its share. Leave empty (or 1) to let Headroom choose the split on each server; a number above 1 fixes the GPUs per copy of the model.</source>
        <translation>Несколько GPU — не одна большая память: модель и её данные делятся между ними, и каждый GPU должен вместить свою долю. Оставьте пустым (или 1), чтобы Headroom сам выбрал разбиение на каждом сервере; число больше 1 задаёт число GPU на одну копию модели.</translation>
    </message>
    <message>
        <source>px</source>
        <translation>пикс.</translation>
    </message>
    <message>
        <source>Images read with each request</source>
        <translation>Изображения в каждом запросе</translation>
    </message>
    <message>
        <source>Images per re&amp;quest:</source>
        <translation>Изображений на &amp;запрос:</translation>
    </message>
    <message>
        <source>Pictures, scans or pages sent with one request. Each becomes hundreds or thousands of tokens for the model: they fill the memory of the conversation and delay the first word.</source>
        <translation>Картинки, сканы или страницы, отправляемые с одним запросом. Каждая становится сотнями или тысячами токенов для модели: они заполняют память диалога и задерживают первое слово.</translation>
    </message>
    <message>
        <source>Image si&amp;ze:</source>
        <translation>Р&amp;азмер изображения:</translation>
    </message>
    <message>
        <source>Width (= height) of a typical image in pixels. A scanned A4 page at readable quality is about 1000–1500 pixels; larger images cost more tokens.</source>
        <translation>Ширина (= высота) типичного изображения в пикселях. Скан страницы A4 в читаемом качестве — около 1000–1500 пикселей; большие изображения стоят больше токенов.</translation>
    </message>
    <message>
        <source>Images to make</source>
        <translation>Создаваемые изображения</translation>
    </message>
    <message>
        <source>Images made from one description (variants to choose from).</source>
        <translation>Изображений по одному описанию (варианты на выбор).</translation>
    </message>
    <message>
        <source>Width (= height) of each image in pixels. Empty: the model&apos;s own (1024 for FLUX.1, SD3.5 and SDXL). Twice the size is four times the pixels: slower and more memory.</source>
        <translation>Ширина (= высота) каждого изображения в пикселях. Пусто: размер модели (1024 для FLUX.1, SD3.5 и SDXL). Вдвое больше сторона — вчетверо больше пикселей: медленнее и больше памяти.</translation>
    </message>
    <message>
        <source>the model&apos;s</source>
        <translation>как у модели</translation>
    </message>
    <message>
        <source>S&amp;teps:</source>
        <translation>&amp;Шагов:</translation>
    </message>
    <message>
        <source>Denoising steps per image. Empty: the model&apos;s default (FLUX.1-dev 28, FLUX.1-schnell 4). Time grows with the steps; memory does not.</source>
        <translation>Шагов очистки от шума на изображение. Пусто: значение модели по умолчанию (FLUX.1-dev 28, FLUX.1-schnell 4). Время растёт с числом шагов, память — нет.</translation>
    </message>
    <message>
        <source>Keeps the text encoders, the image model and the decoder in system memory and moves each to the GPU only while it works: much less GPU memory, a few seconds slower per request.</source>
        <translation>Держит текстовые кодировщики, модель изображений и декодер в системной памяти и переносит каждый на GPU только на время его работы: гораздо меньше памяти GPU, на несколько секунд медленнее на запрос.</translation>
    </message>
    <message>
        <source>Move parts to the GPU only fo&amp;r their stage (CPU offload)</source>
        <translation>Переносить части на GPU только на их &amp;этап (выгрузка на CPU)</translation>
    </message>
    <message>
        <source>Beam wid&amp;th:</source>
        <translation>&amp;Ширина луча:</translation>
    </message>
    <message>
        <source>Amount of wor&amp;k:</source>
        <translation>Объём &amp;работы:</translation>
    </message>
    <message>
        <source>&amp;Counted in:</source>
        <translation>&amp;Единица:</translation>
    </message>
    <message>
        <source>Deadline (h&amp;ours):</source>
        <translation>&amp;Срок (часов):</translation>
    </message>
    <message>
        <source>Audio</source>
        <translation>Аудио</translation>
    </message>
    <message>
        <source>e.g. {rate}</source>
        <translation>напр. {rate}</translation>
    </message>
    <message>
        <source>Audio per re&amp;quest:</source>
        <translation>Аудио на &amp;запрос:</translation>
    </message>
    <message>
        <source>Length of one recording, in seconds (a call of 5 minutes: 300). The model reads audio in 30-second windows.</source>
        <translation>Длина одной записи в секундах (звонок на 5 минут: 300). Модель читает аудио окнами по 30 секунд.</translation>
    </message>
    <message>
        <source>s</source>
        <translation>с</translation>
    </message>
    <message>
        <source>Alternatives kept while writing (beam search): 5 in faster-whisper, 1 in vLLM and transformers. More beams use more memory and time for slightly better text.</source>
        <translation>Сколько вариантов держится при записи (лучевой поиск): 5 в faster-whisper, 1 в vLLM и transformers. Больше лучей — больше памяти и времени ради чуть лучшего текста.</translation>
    </message>
    <message>
        <source>One-off batch job</source>
        <translation>Разовая пакетная задача</translation>
    </message>
    <message>
        <source>How much there is to process in all, e.g. 20,000,000 documents or 1,000 audio hours. Leave empty when the work is a continuous service.</source>
        <translation>Сколько всего нужно обработать, например 20 000 000 документов или 1000 часов аудио. Оставьте пустым, если работа — постоянный сервис.</translation>
    </message>
    <message>
        <source>The unit of the amount above.</source>
        <translation>Единица объёма выше.</translation>
    </message>
    <message>
        <source>documents (one request each)</source>
        <translation>документы (по запросу на каждый)</translation>
    </message>
    <message>
        <source>tokens of input</source>
        <translation>входные токены</translation>
    </message>
    <message>
        <source>images</source>
        <translation>изображения</translation>
    </message>
    <message>
        <source>hours of audio</source>
        <translation>часы аудио</translation>
    </message>
    <message>
        <source>The job must be finished within this many hours. A server that would take longer misses a must-have.</source>
        <translation>Задача должна быть закончена за столько часов. Сервер, которому нужно больше, не выполняет обязательное требование.</translation>
    </message>
    <message>
        <source>Epochs: how many times the data is read. 1–3 is usual.</source>
        <translation>Эпохи: сколько раз прочитываются данные. Обычно 1–3.</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>&amp;GPUs to split the work over:</source>
        <translation>&amp;Сколько GPU задействовать:</translation>
    </message>
    <message>
        <source>Headroom chooses</source>
        <translation>выбирает Headroom</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Нагрузка</translation>
    </message>
    <message>
        <source>How much work at once. Sizes are in tokens: pieces of words, about ¾ of an English word each.</source>
        <translation>Какой объём работы выполняется одновременно. Размеры указаны в токенах — частях слов, каждая примерно ¾ английского слова.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Working out the memory budget…</source>
        <translation>Расчёт бюджета памяти…</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Нагрузка</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Серверы</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Сравнение</translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation>Пилот</translation>
    </message>
    <message>
        <source>This view could not be opened; the details are in the log file.</source>
        <translation>Не удалось открыть этот раздел; подробности — в файле журнала.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>П&amp;равка</translation>
    </message>
    <message>
        <source>Loading the catalog and the profile library…</source>
        <translation>Загрузка каталога и библиотеки профилей…</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Создать</translation>
    </message>
    <message>
        <source>Start a new workload</source>
        <translation>Начать описание новой нагрузки</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Open a .headroom.json workload</source>
        <translation>Открыть нагрузку .headroom.json</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Последние файлы</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Сохр&amp;анить</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Export quote request…</source>
        <translation>&amp;Экспорт запроса КП…</translation>
    </message>
    <message>
        <source>A PDF to send to providers: the workload, the budget and the servers compared</source>
        <translation>PDF для отправки поставщикам: нагрузка, бюджет памяти и сравниваемые серверы</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Sizes in {unit}</source>
        <translation>Размеры в {unit}</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Руководство пользователя</translation>
    </message>
    <message>
        <source>The six steps, the chart, the verdicts, the comparison, the quote and the pilot</source>
        <translation>Шесть шагов, диаграмма, вердикты, сравнение, запрос КП и пилот</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>&amp;Глоссарий</translation>
    </message>
    <message>
        <source>VRAM, KV cache, quantization, TTFT, tensor parallelism, LoRA and the other words used here</source>
        <translation>VRAM, KV-кэш, квантизация, TTFT, тензорный параллелизм, LoRA и другие термины программы</translation>
    </message>
    <message>
        <source>&amp;About Headroom</source>
        <translation>&amp;О программе Headroom</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>Take back the last change to the workload</source>
        <translation>Отменить последнее изменение нагрузки</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Make the change taken back again</source>
        <translation>Вернуть отменённое изменение</translation>
    </message>
    <message>
        <source>Add a &amp;workload to this project</source>
        <translation>Добавить &amp;нагрузку в проект</translation>
    </message>
    <message>
        <source>Another workload for the same server (a fine-tune by night, an embedder beside the chatbot): the result then judges them together</source>
        <translation>Ещё одна нагрузка для того же сервера (дообучение ночью, эмбеддинги рядом с чат-ботом): результат оценит их вместе</translation>
    </message>
    <message>
        <source>About Headroom</source>
        <translation>О программе Headroom</translation>
    </message>
    <message>
        <source>Headroom {version}

Sizes a GPU server for an AI workload: the memory it needs, whether a server holds it, and what to ask a provider for. Every figure is an estimate with a range; a pilot test confirms it.</source>
        <translation>Headroom {version}

Подбирает GPU-сервер под задачу ИИ: сколько нужно памяти, поместится ли нагрузка на сервер и что запросить у поставщика. Каждое значение — оценка с диапазоном; её подтверждает пилотное тестирование.</translation>
    </message>
    <message>
        <source>Untitled workload</source>
        <translation>Нагрузка без названия</translation>
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
        <translation>Веса</translation>
    </message>
    <message>
        <source>Quantization metadata</source>
        <translation>Метаданные квантизации</translation>
    </message>
    <message>
        <source>Vision encoder</source>
        <translation>Визуальный кодировщик</translation>
    </message>
    <message>
        <source>Text encoders</source>
        <translation>Текстовые кодировщики</translation>
    </message>
    <message>
        <source>VAE (image decoder)</source>
        <translation>VAE (декодер изображений)</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-кэш</translation>
    </message>
    <message>
        <source>Recurrent state</source>
        <translation>Рекуррентное состояние</translation>
    </message>
    <message>
        <source>Draft model (speculative decoding)</source>
        <translation>Черновая модель (спекулятивное декодирование)</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Активации</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Градиенты</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Состояния оптимизатора</translation>
    </message>
    <message>
        <source>Adapters (LoRA)</source>
        <translation>Адаптеры (LoRA)</translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation>Накладные расходы среды выполнения</translation>
    </message>
    <message>
        <source>Pinned buffers</source>
        <translation>Закреплённые буферы</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Датасет</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>Операционная система</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>память GPU</translation>
    </message>
    <message>
        <source>system RAM</source>
        <translation>оперативная память</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>The model&apos;s parameters stored on the GPU. Only the start of the budget.</source>
        <translation>Параметры модели, хранящиеся на GPU. Это лишь начало бюджета.</translation>
    </message>
    <message>
        <source>Scales and zero points that quantized formats store next to the weights.</source>
        <translation>Масштабы и нулевые точки, которые квантизованные форматы хранят рядом с весами.</translation>
    </message>
    <message>
        <source>The part of a vision-language model that turns each image into tokens for the language model.</source>
        <translation>Часть визуально-языковой модели, которая превращает каждое изображение в токены для языковой модели.</translation>
    </message>
    <message>
        <source>The models that read the prompt of an image generator (CLIP, T5) before the image is made.</source>
        <translation>Модели, которые читают запрос генератора изображений (CLIP, T5) до создания изображения.</translation>
    </message>
    <message>
        <source>Turns the finished latent image into pixels; small, but its work at full resolution is the largest temporary tensor.</source>
        <translation>Превращает готовое латентное изображение в пиксели; небольшой, но его работа в полном разрешении — самый большой временный тензор.</translation>
    </message>
    <message>
        <source>Memory of the conversation so far: grows with input + output tokens and with the number of requests served at once.</source>
        <translation>Память о диалоге до текущего момента: растёт с числом входных + выходных токенов и с числом запросов, обслуживаемых одновременно.</translation>
    </message>
    <message>
        <source>The fixed memory each request keeps in a hybrid model&apos;s linear-attention or state-space layers; it does not grow with the text.</source>
        <translation>Фиксированная память, которую каждый запрос держит в слоях линейного внимания или пространства состояний гибридной модели; она не растёт с длиной текста.</translation>
    </message>
    <message>
        <source>The small model (or prediction heads) that proposes tokens for the main model to check, with its own cache.</source>
        <translation>Небольшая модель (или головы предсказания), которая предлагает токены на проверку основной модели, со своим собственным кэшем.</translation>
    </message>
    <message>
        <source>Temporary results while the model computes (prompt processing, logits, and in training what backpropagation needs).</source>
        <translation>Промежуточные результаты во время вычислений модели (обработка промпта, логиты, а при обучении — то, что нужно для обратного распространения ошибки).</translation>
    </message>
    <message>
        <source>How each trained parameter should change; one value per trained parameter.</source>
        <translation>Как должен измениться каждый обучаемый параметр; одно значение на каждый обучаемый параметр.</translation>
    </message>
    <message>
        <source>What the optimizer remembers between steps (AdamW: two values per parameter, plus an fp32 master copy in mixed precision).</source>
        <translation>То, что оптимизатор хранит между шагами (AdamW: два значения на параметр, плюс мастер-копия в fp32 при смешанной точности).</translation>
    </message>
    <message>
        <source>The small trainable LoRA matrices added to the frozen model.</source>
        <translation>Небольшие обучаемые матрицы LoRA, добавленные к замороженной модели.</translation>
    </message>
    <message>
        <source>CUDA context, compiled kernels and graphs, communication buffers and allocator slack: present whatever the model.</source>
        <translation>Контекст CUDA, скомпилированные ядра и графы, буферы обмена данными и резерв аллокатора: есть при любой модели.</translation>
    </message>
    <message>
        <source>{params} parameters × {bytes_per_param} bytes at the training precision ÷ {gpus_sharing} (sharding)</source>
        <translation>{params} параметров × {bytes_per_param} байт в точности обучения ÷ {gpus_sharing} (шардирование)</translation>
    </message>
    <message>
        <source>Encoder models read the whole input at once: no KV cache</source>
        <translation>Модели-энкодеры читают весь вход сразу: KV-кэша нет</translation>
    </message>
    <message>
        <source>Training does not keep a generation cache</source>
        <translation>При обучении кэш генерации не хранится</translation>
    </message>
    <message>
        <source>{tokens} tokens × {layers} layers × {per_layer_bytes_per_token} bytes saved per token and layer, plus logits over {vocab} vocabulary</source>
        <translation>{tokens} токенов × {layers} слоёв × {per_layer_bytes_per_token} байт, сохраняемых на токен и слой, плюс логиты по словарю {vocab}</translation>
    </message>
    <message>
        <source>Gradient checkpointing: {tokens} tokens × ({layers} layer inputs × {hidden} × 2 bytes + one layer recomputed), plus logits over {vocab} vocabulary</source>
        <translation>Gradient checkpointing: {tokens} токенов × ({layers} входов слоёв × {hidden} × 2 байта + один пересчитываемый слой), плюс логиты по словарю {vocab}</translation>
    </message>
    <message>
        <source>{adapter_params} adapter parameters (rank {rank}) × {bytes_per_param} bytes</source>
        <translation>{adapter_params} параметров адаптеров (ранг {rank}) × {bytes_per_param} байт</translation>
    </message>
    <message>
        <source>{adapter_params} adapter parameters × {bytes_per_param} bytes</source>
        <translation>{adapter_params} параметров адаптеров × {bytes_per_param} байт</translation>
    </message>
    <message>
        <source>Optimizer step fused into backward: about one layer&apos;s gradients ({params} parameters ÷ {layers} layers) at a time</source>
        <translation>Шаг оптимизатора совмещён с обратным проходом: одновременно хранятся градиенты примерно одного слоя ({params} параметров ÷ {layers} слоёв)</translation>
    </message>
    <message>
        <source>{adapter_params} adapter parameters × {bytes_per_param} bytes ({optimizer})</source>
        <translation>{adapter_params} параметров адаптеров × {bytes_per_param} байт ({optimizer})</translation>
    </message>
    <message>
        <source>CUDA context {cuda_context} + kernels, graphs, buffers and allocator slack</source>
        <translation>Контекст CUDA {cuda_context} + ядра, графы, буферы и резерв аллокатора</translation>
    </message>
    <message>
        <source>depends on whether embeddings are quantized (architecture unknown)</source>
        <translation>зависит от того, квантизованы ли эмбеддинги (архитектура неизвестна)</translation>
    </message>
    <message>
        <source>low end: every tensor quantized; typical: embeddings and head kept at higher precision, as usual</source>
        <translation>нижняя граница: квантизованы все тензоры; обычная: эмбеддинги и выходной слой, как обычно, хранятся в более высокой точности</translation>
    </message>
    <message>
        <source>the architecture is unknown: KV heads and layers decide this</source>
        <translation>архитектура неизвестна: это определяют число KV-голов и слоёв</translation>
    </message>
    <message>
        <source>high end: a runtime version that keeps windowed layers at full length</source>
        <translation>верхняя граница: версия среды выполнения, которая хранит слои со скользящим окном на полную длину</translation>
    </message>
    <message>
        <source>the runtime allocates whole blocks</source>
        <translation>среда выполнения выделяет память целыми блоками</translation>
    </message>
    <message>
        <source>Page-locked system RAM the offload copies through between the GPU, the CPU and NVMe.</source>
        <translation>Закреплённая (page-locked) оперативная память, через которую выгрузка копирует данные между GPU, CPU и NVMe.</translation>
    </message>
    <message>
        <source>The tokenized training data, kept in the page cache when system RAM allows.</source>
        <translation>Токенизированные обучающие данные; держатся в страничном кэше, если хватает оперативной памяти.</translation>
    </message>
    <message>
        <source>The operating system and its services on each server.</source>
        <translation>Операционная система и её службы на каждом сервере.</translation>
    </message>
    <message>
        <source>{sequences:sequences} × {state_layers:layers} × {bytes_per_layer:bytes} ({conv_values} convolution + {recurrent_values} recurrent values per layer, the recurrent ones at {recurrent_bits} bits): fixed, whatever the context length</source>
        <translation>{sequences:sequences} × {state_layers:layers} × {bytes_per_layer:bytes} ({conv_values} значений свёртки + {recurrent_values} рекуррентных значений на слой, рекуррентные — в {recurrent_bits} битах): постоянно, какой бы ни была длина контекста</translation>
    </message>
    <message>
        <source>{sequences:sequences} × {state_layers:layers} × {bytes_per_layer:bytes}: vLLM pads each layer&apos;s state ({conv_values} convolution + {recurrent_values} recurrent values) to one attention page of {block_tokens:tokens}; fixed, whatever the context length</source>
        <translation>{sequences:sequences} × {state_layers:layers} × {bytes_per_layer:bytes}: vLLM дополняет состояние каждого слоя ({conv_values} значений свёртки + {recurrent_values} рекуррентных значений) до одной страницы внимания в {block_tokens:tokens}; постоянно, какой бы ни была длина контекста</translation>
    </message>
    <message>
        <source>{method} draft: {draft_params} parameters ({weight_bytes:bytes}) + its cache {kv_bytes_per_token:bytes} per token × {tokens:tokens} × {sequences:sequences}; {num_tokens} tokens proposed per step, each accepted with probability {acceptance_rate}</source>
        <translation>Черновик {method}: {draft_params} параметров ({weight_bytes:bytes}) + его кэш {kv_bytes_per_token:bytes} на токен × {tokens:tokens} × {sequences:sequences}; {num_tokens} токенов предлагается за шаг, каждый принимается с вероятностью {acceptance_rate}</translation>
    </message>
    <message>
        <source>{sequences:sequences} × {tokens:tokens} × {params_b} parameters × typical KV bytes per token per billion parameters (architecture unknown)</source>
        <translation>{sequences:sequences} × {tokens:tokens} × {params_b} параметров × типичное число байт KV на токен на миллиард параметров (архитектура неизвестна)</translation>
    </message>
    <message>
        <source>No layer on the GPU: llama.cpp keeps the cache in system memory</source>
        <translation>Ни одного слоя на GPU: llama.cpp держит кэш в системной памяти</translation>
    </message>
    <message>
        <source>{engine} start-up profile: larger of the forward over {batched_tokens} tokens ({forward_bytes_per_token} bytes per token) and the sampler warm-up over {sampler_rows} requests × {vocab} vocabulary × {bytes_per_logit} bytes</source>
        <translation>{engine}, профилирование при запуске: большее из прямого прохода по {batched_tokens} токенам ({forward_bytes_per_token} байт на токен) и прогрева сэмплера на {sampler_rows} запросах × словарь {vocab} × {bytes_per_logit} байт</translation>
    </message>
    <message>
        <source>{engine} start-up profile: larger of the forward over {batched_tokens} tokens ({forward_bytes_per_token} bytes per token) and the sampler warm-up over {sampler_rows} requests × {vocab} vocabulary × {bytes_per_logit} bytes, plus {moe_workspace_bytes} of fused-MoE workspace that stays allocated</source>
        <translation>{engine}, профилирование при запуске: большее из прямого прохода по {batched_tokens} токенам ({forward_bytes_per_token} байт на токен) и прогрева сэмплера на {sampler_rows} запросах × словарь {vocab} × {bytes_per_logit} байт, плюс {moe_workspace_bytes} рабочего буфера fused-MoE, который остаётся выделенным</translation>
    </message>
    <message>
        <source>Larger of one prefill chunk of {prefill_tokens} tokens ({forward_bytes_per_token} bytes per token) and the sampler over {sampler_rows} requests × {vocab} vocabulary</source>
        <translation>Большее из одного фрагмента предзаполнения в {prefill_tokens} токенов ({forward_bytes_per_token} байт на токен) и сэмплера на {sampler_rows} запросах × словарь {vocab}</translation>
    </message>
    <message>
        <source>{engine}: larger of the {prompt_tokens} prompt tokens through one layer ({layer_bytes}; {attention} attention scores {score_bytes}) and the logits ({logit_bytes})</source>
        <translation>{engine}: большее из {prompt_tokens} токенов запроса через один слой ({layer_bytes}; оценки внимания, {attention}: {score_bytes}) и логитов ({logit_bytes})</translation>
    </message>
    <message>
        <source>llama.cpp compute buffer: the largest stage of one {ubatch}-token batch over {cells} cache cells, in 32-bit - MLP {mlp_bytes}, attention {attention_bytes}, logits {logit_bytes}</source>
        <translation>Вычислительный буфер llama.cpp: самый большой этап одного пакета из {ubatch} токенов при {cells} ячейках кэша, в 32 битах — MLP {mlp_bytes}, внимание {attention_bytes}, логиты {logit_bytes}</translation>
    </message>
    <message>
        <source>{params:parameters} × ({master_bytes:bytes} master copy + {state_bytes:bytes} of {optimizer} state) ÷ {gpus_sharing:gpus}, + {step_temporaries} the step&apos;s temporaries hold beyond the activations</source>
        <translation>{params:parameters} × ({master_bytes:bytes} мастер-копии + {state_bytes:bytes} состояния {optimizer}) ÷ {gpus_sharing:gpus}, + {step_temporaries}, которые временные тензоры шага оптимизатора занимают сверх активаций</translation>
    </message>
    <message>
        <source>In system RAM: the token-embedding table {embedding_bytes} + {cpu_layers} of {layers:layers} run on the CPU ({cpu_layers_bytes}) + the output layer when it stays on the CPU {output_bytes}; further layers whose MoE experts stay on the CPU (--n-cpu-moe): {cpu_moe_layers}</source>
        <translation>В оперативной памяти: таблица эмбеддингов токенов {embedding_bytes} + {cpu_layers} из {layers:layers}, выполняемых на CPU ({cpu_layers_bytes}) + выходной слой, если он остаётся на CPU, {output_bytes}; ещё слоёв, чьи эксперты MoE остаются на CPU (--n-cpu-moe): {cpu_moe_layers}</translation>
    </message>
    <message>
        <source>{cpu_offload_bytes} of weights per GPU kept in system RAM (vLLM --cpu-offload-gb) and read over PCIe in every forward pass</source>
        <translation>{cpu_offload_bytes} весов на GPU хранятся в оперативной памяти (vLLM --cpu-offload-gb) и читаются по PCIe при каждом прямом проходе</translation>
    </message>
    <message>
        <source>In system RAM: the cache of the {cpu_layers} of {layers:layers} on the CPU ({cpu_layers_bytes}) + the offloaded cache tier {kv_offload_bytes} + swap space {swap_bytes}</source>
        <translation>В оперативной памяти: кэш {cpu_layers} из {layers:layers} на CPU ({cpu_layers_bytes}) + выгруженный уровень кэша {kv_offload_bytes} + область подкачки {swap_bytes}</translation>
    </message>
    <message>
        <source>llama.cpp compute buffer in system RAM for the layers on the CPU, sized like the GPU&apos;s: the largest stage of one {ubatch}-token batch</source>
        <translation>Вычислительный буфер llama.cpp в оперативной памяти для слоёв на CPU, такого же размера, как на GPU: самый большой этап одного пакета из {ubatch} токенов</translation>
    </message>
    <message>
        <source>Operating system and services: about {os_bytes} per server</source>
        <translation>Операционная система и службы: около {os_bytes} на сервер</translation>
    </message>
    <message>
        <source>Kept in system RAM between its stages ({host_bytes}), moved to the GPU for its own stage (diffusers model CPU offload)</source>
        <translation>Хранится в оперативной памяти между своими этапами ({host_bytes}) и переносится на GPU только для своего этапа (выгрузка модели на CPU в diffusers)</translation>
    </message>
    <message>
        <source>The runtime&apos;s own process in system RAM: about {process_bytes} (one per GPU for PyTorch runtimes, with the data loaders in training)</source>
        <translation>Собственный процесс среды выполнения в оперативной памяти: около {process_bytes} (по одному на GPU у сред на PyTorch, в обучении — вместе с загрузчиками данных)</translation>
    </message>
    <message>
        <source>Tokenized dataset {dataset_bytes}, memory-mapped: cached in RAM when there is room</source>
        <translation>Токенизированный датасет {dataset_bytes}, отображённый в память: кэшируется в ОЗУ, если есть место</translation>
    </message>
    <message>
        <source>Offloaded to {device}: {params:parameters} × ({master_bytes:bytes} master copy + {state_bytes:bytes} of {optimizer} state) ÷ {gpus_sharing:gpus}</source>
        <translation>Выгружено в: {device}: {params:parameters} × ({master_bytes:bytes} мастер-копии + {state_bytes:bytes} состояния {optimizer}) ÷ {gpus_sharing:gpus}</translation>
    </message>
    <message>
        <source>Offloaded to {device}: adapters of {adapter_params:parameters} × {bytes_per_param:bytes} ({optimizer})</source>
        <translation>Выгружено в: {device}: адаптеры — {adapter_params:parameters} × {bytes_per_param:bytes} ({optimizer})</translation>
    </message>
    <message>
        <source>Offloaded to {device}: the frozen model&apos;s {params:parameters} as stored, gathered to the GPU layer by layer</source>
        <translation>Выгружено в: {device}: {params:parameters} замороженной модели в формате хранения, собираются на GPU послойно</translation>
    </message>
    <message>
        <source>Offloaded to {device}: {params:parameters} × {bytes_per_param:bytes} ÷ {gpus_sharing:gpus}, gathered to the GPU layer by layer</source>
        <translation>Выгружено в: {device}: {params:parameters} × {bytes_per_param:bytes} ÷ {gpus_sharing:gpus}, собираются на GPU послойно</translation>
    </message>
    <message>
        <source>None on the GPU: the optimizer states and step live in {device}</source>
        <translation>На GPU ничего: состояния и шаг оптимизатора — в: {device}</translation>
    </message>
    <message>
        <source>Offloaded to {device}: {params:parameters} × {bytes_per_param:bytes} (fp32 gradient partition) ÷ {gpus_sharing:gpus}</source>
        <translation>Выгружено в: {device}: {params:parameters} × {bytes_per_param:bytes} (часть градиентов в fp32) ÷ {gpus_sharing:gpus}</translation>
    </message>
    <message>
        <source>Gradient buckets of {bucket_elements:values} in 16 bits, streamed to {device} as backward fills them</source>
        <translation>Корзины градиентов по {bucket_elements:values} в 16 битах, отправляются в: {device} по мере заполнения обратным проходом</translation>
    </message>
    <message>
        <source>Only the layers being computed: about {layers_gathered:layers} × {layer_bytes}, fetched from {device}</source>
        <translation>Только вычисляемые слои: около {layers_gathered:layers} × {layer_bytes}, подгружаются из: {device}</translation>
    </message>
    <message>
        <source>Only the layers being computed: about {layers_gathered:layers} × {layer_bytes}, fetched from {device}, and the embeddings and output head ({kept_bytes}), which FSDP keeps gathered from forward into backward</source>
        <translation>Только вычисляемые слои: около {layers_gathered:layers} × {layer_bytes}, подгружаются из: {device}, а также эмбеддинги и выходной слой ({kept_bytes}), которые FSDP держит собранными от прямого прохода до обратного</translation>
    </message>
    <message>
        <source>Only the layers being computed: about {layers_gathered:layers} × {layer_bytes}, fetched from {device}, and the output head ({kept_bytes}), which DeepSpeed keeps gathered from its forward to its backward</source>
        <translation>Только вычисляемые слои: около {layers_gathered:layers} × {layer_bytes}, подгружаются из: {device}, а также выходной слой ({kept_bytes}), который DeepSpeed держит собранным от его прямого прохода до обратного</translation>
    </message>
    <message>
        <source>The full gradient of the unit being reduced ({unit_bytes}); each shard goes to {device} as backward produces it</source>
        <translation>Полный градиент блока, который сейчас сводится ({unit_bytes}); каждая его часть уходит в: {device} по мере того, как её вычисляет обратный проход</translation>
    </message>
    <message>
        <source>ZeRO-Infinity swap buffers: {param_buffers} × {param_buffer_elements:values} of parameters + {optimizer_buffers} × {sub_group_elements:values} of optimizer state</source>
        <translation>Буферы подкачки ZeRO-Infinity: {param_buffers} × {param_buffer_elements:values} параметров + {optimizer_buffers} × {sub_group_elements:values} состояния оптимизатора</translation>
    </message>
    <message>
        <source>Staging and the optimizer step&apos;s temporaries: {params:parameters} × {bytes_per_param:bytes} (16-bit copy buffer, gradient unscaling, CPU Adam)</source>
        <translation>Промежуточные буферы и временные данные шага оптимизатора: {params:parameters} × {bytes_per_param:bytes} (16-битный буфер копирования, масштабирование градиентов, CPU Adam)</translation>
    </message>
    <message>
        <source>{params} vision-encoder parameters × {bits} bits ÷ 8 ÷ GPUs sharing them: {gpus_sharing}</source>
        <translation>{params} параметров визуального кодировщика × {bits} бит ÷ 8 ÷ GPU, делящих их: {gpus_sharing}</translation>
    </message>
    <message>
        <source>Larger of the language model&apos;s peak ({language_model_bytes}) and the vision encoder over {patches} patches per image, images at once: {images} ({encoder_bytes}), plus the image embeddings kept for the prompt ({embedding_bytes})</source>
        <translation>Большее из пика языковой модели ({language_model_bytes}) и визуального кодировщика по {patches} патчам на изображение, изображений одновременно: {images} ({encoder_bytes}), плюс эмбеддинги изображений, хранимые для запроса ({embedding_bytes})</translation>
    </message>
    <message>
        <source>Text cache on the {self_attention_layers} self-attention layers, plus {image_tokens} image tokens per request on each of the {cross_layers} cross-attention layers ({image_cache_bytes})</source>
        <translation>Кэш текста на {self_attention_layers} слоях самовнимания, плюс {image_tokens} токенов изображений на запрос в каждом из {cross_layers} слоёв перекрёстного внимания ({image_cache_bytes})</translation>
    </message>
    <message>
        <source>Denoiser ({denoiser}): {params} parameters × {bits} bits ({format}) ÷ 8</source>
        <translation>Денойзер ({denoiser}): {params} параметров × {bits} бит ({format}) ÷ 8</translation>
    </message>
    <message>
        <source>{encoders}: {params} parameters × {bits} bits ({format}) ÷ 8</source>
        <translation>{encoders}: {params} параметров × {bits} бит ({format}) ÷ 8</translation>
    </message>
    <message>
        <source>{params} VAE parameters × {bits} bits ÷ 8</source>
        <translation>{params} параметров VAE × {bits} бит ÷ 8</translation>
    </message>
    <message>
        <source>Largest stage at {resolution} px, images at once: {images}: text encoders {text_bytes}; denoiser over {tokens} tokens per image × {passes} passes {denoiser_bytes}; VAE decode {vae_bytes}</source>
        <translation>Самый большой этап при {resolution} пикс., изображений одновременно: {images}: текстовые кодировщики {text_bytes}; денойзер по {tokens} токенам на изображение × {passes} прохода {denoiser_bytes}; декодирование VAE {vae_bytes}</translation>
    </message>
    <message>
        <source>Parts moved to the GPU one stage at a time; the largest stage is {stage}: text encoders {text_bytes}, denoiser {denoiser_bytes}, VAE decode {vae_bytes} at {resolution} px</source>
        <translation>Части переносятся на GPU по одному этапу; самый большой этап — {stage}: текстовые кодировщики {text_bytes}, денойзер {denoiser_bytes}, декодирование VAE {vae_bytes} при {resolution} пикс.</translation>
    </message>
    <message>
        <source>Kept in system memory ({host_bytes}) and moved to the GPU only for its own stage</source>
        <translation>Хранится в системной памяти ({host_bytes}) и переносится на GPU только на свой этап</translation>
    </message>
    <message>
        <source>Encoder {encoder_params} + decoder {decoder_params} parameters × {bits} bits ({format}) ÷ 8 ÷ GPUs sharing them: {gpus_sharing}</source>
        <translation>Кодировщик {encoder_params} + декодер {decoder_params} параметров × {bits} бит ({format}) ÷ 8 ÷ GPU, делящих их: {gpus_sharing}</translation>
    </message>
    <message>
        <source>Rows decoded at once: {rows} × {layers} decoder layers × ({positions} encoder positions + {tokens} tokens written) × {values_per_position} values × {bytes_per_element} bytes</source>
        <translation>Строк декодируется одновременно: {rows} × {layers} слоёв декодера × ({positions} позиций кодировщика + {tokens} записанных токенов) × {values_per_position} значений × {bytes_per_element} байт</translation>
    </message>
    <message>
        <source>CTranslate2: {layers} decoder layers × keys and values of the encoder&apos;s {positions} positions for {windows} windows ({cross_tensor_bytes} each, shared by the beams) and of {tokens} tokens for {rows} rows ({self_tensor_bytes} each), in allocator bins; + {allocator_cache_bytes} of freed blocks kept cached</source>
        <translation>CTranslate2: {layers} слоёв декодера × ключи и значения {positions} позиций кодировщика для {windows} окон ({cross_tensor_bytes} каждое, общие для лучей) и {tokens} токенов для {rows} строк ({self_tensor_bytes} каждое), в корзинах аллокатора; + {allocator_cache_bytes} освобождённых блоков в кэше</translation>
    </message>
    <message>
        <source>Encoder forward over windows at once: {windows} × {positions} positions ({encoder_bytes}); {attention} attention scores {score_bytes}; logits {logit_bytes}</source>
        <translation>Прямой проход кодировщика по окнам одновременно: {windows} × {positions} позиций ({encoder_bytes}); оценки внимания ({attention}) {score_bytes}; логиты {logit_bytes}</translation>
    </message>
    <message>
        <source>transformers runs the encoder to its end, then the decoder; the larger phase counts. Encoder: {windows} × {positions} positions ({encoder_phase_bytes}; {attention} attention scores {score_bytes}); decoder: caches, encoder output {encoder_output_bytes} and logits {logit_bytes} ({decoder_phase_bytes})</source>
        <translation>transformers доводит кодировщик до конца, затем запускает декодер; учитывается большая из двух фаз. Кодировщик: {windows} × {positions} позиций ({encoder_phase_bytes}; оценки внимания ({attention}) {score_bytes}); декодер: кэши, выход кодировщика {encoder_output_bytes} и логиты {logit_bytes} ({decoder_phase_bytes})</translation>
    </message>
    <message>
        <source>the precision the runtime keeps the recurrent state in (16 or 32 bits) and its padding to attention pages</source>
        <translation>точности, в которой среда выполнения хранит рекуррентное состояние (16 или 32 бита), и его дополнения до страниц внимания</translation>
    </message>
    <message>
        <source>low end: with flash attention (llama.cpp&apos;s default since 2025); typical unless stated and high end: without it</source>
        <translation>нижняя граница: с flash attention (по умолчанию в llama.cpp с 2025 года); типичное значение, если не указано иное, и верхняя граница: без него</translation>
    </message>
    <message>
        <source>depends on the sampler&apos;s copies of the logits</source>
        <translation>зависит от копий логитов, которые делает сэмплер</translation>
    </message>
    <message>
        <source>depends on the GPU: vLLM samples 1024 requests at start-up on GPUs of 70 GiB and more (not A100), 256 on others; low end also with the FlashInfer sampler</source>
        <translation>зависит от GPU: при запуске vLLM сэмплирует 1024 запроса на GPU от 70 GiB (кроме A100), 256 — на остальных; нижняя граница — ещё и с сэмплером FlashInfer</translation>
    </message>
    <message>
        <source>low end: fused attention and last-token logits; high end: eager attention scores and logits for every prompt token; either way -2 % to +4 % of the weights and cache for buffers not itemized</source>
        <translation>нижняя граница: слитное внимание и логиты только последнего токена; верхняя: явная матрица оценок внимания и логиты для каждого токена запроса; в обоих случаях −2 %…+4 % от весов и кэша на буферы, не учтённые по отдельности</translation>
    </message>
    <message>
        <source>low end: a fused loss kernel; high end: allocator fragmentation</source>
        <translation>нижняя граница: объединённое (fused) ядро функции потерь; верхняя: фрагментация аллокатора</translation>
    </message>
    <message>
        <source>16-bit gradients (DeepSpeed) or fp32 gradients (PyTorch AMP)</source>
        <translation>16-битные градиенты (DeepSpeed) или градиенты в fp32 (PyTorch AMP)</translation>
    </message>
    <message>
        <source>CUDA version, graphs and allocator behaviour</source>
        <translation>версия CUDA, графы и поведение аллокатора</translation>
    </message>
    <message>
        <source>the framework&apos;s kernels (fused or eager normalisation, attention and loss) and padding to the longest sample</source>
        <translation>ядра фреймворка (слитные или поэлементные нормализация, внимание и функция потерь) и дополнение до самого длинного примера</translation>
    </message>
    <message>
        <source>how many layers FSDP / ZeRO-3 holds gathered at once (one to three)</source>
        <translation>сколько слоёв FSDP / ZeRO-3 держит собранными одновременно (от одного до трёх)</translation>
    </message>
    <message>
        <source>high end: the copy made when the gradients are synchronised</source>
        <translation>верхняя граница: копия, создаваемая при синхронизации градиентов</translation>
    </message>
    <message>
        <source>low end: only the 16-bit copy buffer; high end: DeepSpeed before its pinned-memory fix (28 bytes per parameter in all, as measured)</source>
        <translation>нижняя граница: только 16-битный буфер копирования; верхняя: DeepSpeed до исправления закреплённой памяти (всего 28 байт на параметр, как измерено)</translation>
    </message>
    <message>
        <source>the distribution, monitoring agents and containers</source>
        <translation>дистрибутива, агентов мониторинга и контейнеров</translation>
    </message>
    <message>
        <source>the runtime&apos;s libraries, tokenizer and, in training, its data loaders</source>
        <translation>библиотек среды выполнения, токенизатора и, при обучении, загрузчиков данных</translation>
    </message>
    <message>
        <source>low end: read from disk as needed; typical: held in the page cache</source>
        <translation>нижняя граница: читается с диска по мере надобности; типично: держится в страничном кэше</translation>
    </message>
    <message>
        <source>low end: the VAE&apos;s full-resolution block alone; high end: the allocator keeps every stage&apos;s blocks and cuDNN takes a large workspace</source>
        <translation>нижняя граница: только блок VAE в полном разрешении; верхняя: аллокатор держит блоки всех этапов, а cuDNN берёт большое рабочее пространство</translation>
    </message>
    <message>
        <source>high end: eager attention keeps the scores of every window</source>
        <translation>верхняя граница: обычное (eager) внимание хранит оценки каждого окна</translation>
    </message>
    <message>
        <source>Input + output is {tokens} tokens, more than the model&apos;s maximum context of {max_context}.</source>
        <translation>Вход + выход составляют {tokens} токенов — больше максимального контекста модели ({max_context}).</translation>
    </message>
    <message>
        <source>Shorten the input or the answer, or choose a model with a longer context.</source>
        <translation>Сократите вход или ответ либо выберите модель с более длинным контекстом.</translation>
    </message>
    <message>
        <source>The long case needs {tokens} tokens, more than the model&apos;s maximum context of {max_context}.</source>
        <translation>Для длинного входа нужно {tokens} токенов — больше максимального контекста модели ({max_context}).</translation>
    </message>
    <message>
        <source>Split long documents into parts, or choose a long-context model.</source>
        <translation>Разбейте длинные документы на части или выберите модель с длинным контекстом.</translation>
    </message>
    <message>
        <source>Training sequences of {seq_len} tokens exceed the model&apos;s context of {max_context}.</source>
        <translation>Обучающие последовательности по {seq_len} токенов превышают контекст модели ({max_context}).</translation>
    </message>
    <message>
        <source>Use sequences no longer than the model&apos;s context.</source>
        <translation>Используйте последовательности не длиннее контекста модели.</translation>
    </message>
    <message>
        <source>The KV cache ({kv_bytes}) is {share} of the memory per GPU: concurrency and context, not the model, decide the server.</source>
        <translation>KV-кэш ({kv_bytes}) занимает {share} памяти на GPU: выбор сервера определяют число одновременных запросов и контекст, а не модель.</translation>
    </message>
    <message>
        <source>Store the KV cache in FP8 (halves it; small quality cost on most models), serve fewer requests at once, or cap the context. Each trades something: confirm in a pilot.</source>
        <translation>Храните KV-кэш в FP8 (он уменьшится вдвое; на большинстве моделей — небольшая потеря качества), обслуживайте меньше запросов одновременно или ограничьте контекст. У каждого варианта своя цена: проверьте в пилоте.</translation>
    </message>
    <message>
        <source>The {format} format trades quality for memory ({quality}).</source>
        <translation>Формат {format} экономит память ценой качества ({quality}).</translation>
    </message>
    <message>
        <source>Check answer quality on your own data in the pilot, or choose a higher-precision format.</source>
        <translation>Проверьте качество ответов на своих данных в пилоте или выберите формат с более высокой точностью.</translation>
    </message>
    <message>
        <source>A KV cache in {kv_precision} may cost answer quality on long inputs.</source>
        <translation>KV-кэш в {kv_precision} может снизить качество ответов на длинных входах.</translation>
    </message>
    <message>
        <source>Prefer FP8 or 8-bit KV cache unless a pilot shows the quality holds.</source>
        <translation>Предпочтите KV-кэш в FP8 или 8-битный, если только пилот не покажет, что качество сохраняется.</translation>
    </message>
    <message>
        <source>Only the parameter count is known: the KV cache and activations are rough estimates.</source>
        <translation>Известно только число параметров: KV-кэш и активации — грубые оценки.</translation>
    </message>
    <message>
        <source>Pick the model from the catalog or import its config.json for exact figures.</source>
        <translation>Для точных значений выберите модель из каталога или импортируйте её config.json.</translation>
    </message>
    <message>
        <source>{runtime} reserves {fraction} of each GPU&apos;s memory at start, whatever the model needs; monitoring will show that much in use.</source>
        <translation>{runtime} при запуске резервирует {fraction} памяти каждого GPU независимо от потребностей модели; мониторинг покажет, что занято именно столько.</translation>
    </message>
    <message>
        <source>This is expected. Lower gpu_memory_utilization only to share the GPU with other programs.</source>
        <translation>Это ожидаемо. Снижайте gpu_memory_utilization, только если GPU нужно делить с другими программами.</translation>
    </message>
    <message>
        <source>The model has {kv_heads} KV heads but is split over {tp} GPUs: KV heads are copied, so the cache does not shrink further.</source>
        <translation>Число KV-голов модели — {kv_heads}, но она разделена между {tp} GPU: KV-головы копируются, поэтому кэш дальше не уменьшается.</translation>
    </message>
    <message>
        <source>Use a tensor-parallel degree no larger than the number of KV heads, and replicas beyond it.</source>
        <translation>Задайте степень tensor parallel не больше числа KV-голов, а сверх этого используйте реплики.</translation>
    </message>
    <message>
        <source>Without sharding, each of the {gpus} GPUs holds a full copy of weights, gradients and optimizer states.</source>
        <translation>Без шардирования каждый из {gpus} GPU хранит полную копию весов, градиентов и состояний оптимизатора.</translation>
    </message>
    <message>
        <source>Use ZeRO-2/3 (FSDP) to divide them across the GPUs.</source>
        <translation>Используйте ZeRO-2/3 (FSDP), чтобы распределить их между GPU.</translation>
    </message>
    <message>
        <source>QLoRA is chosen with {format} weights, not 4-bit.</source>
        <translation>QLoRA выбрана с весами {format}, а не 4-битными.</translation>
    </message>
    <message>
        <source>Use NF4 for the frozen model as QLoRA does, or choose LoRA.</source>
        <translation>Используйте NF4 для замороженной модели, как это делает QLoRA, или выберите LoRA.</translation>
    </message>
    <message>
        <source>The high figure stops at {kept_bytes}, what the same job needs with its parameters kept on the GPUs: offloading them never holds more on a GPU. Published runs with parameters offloaded disagree widely ({cases} measurements from {sources} sources), so a pilot should confirm the peak before buying.</source>
        <translation>Верхняя оценка не превышает {kept_bytes} — столько нужно той же задаче, если параметры остаются на GPU: выгрузка параметров никогда не занимает на GPU больше. Опубликованные запуски с выгрузкой параметров сильно расходятся (измерений: {cases}, источников: {sources}), поэтому пиковую память стоит подтвердить пилотом до покупки.</translation>
    </message>
    <message>
        <source>The runtime&apos;s start-up warm-up depends on the GPU&apos;s size: vLLM profiles a batch of {tokens} tokens on a {gpu} (larger batches from 70 GiB, A100 excepted), so the need per GPU changes when a server is picked.</source>
        <translation>Прогрев среды выполнения при запуске зависит от объёма GPU: vLLM профилирует пакет из {tokens} токенов на {gpu} (пакеты больше — от 70 GiB, кроме A100), поэтому потребность на один GPU меняется при выборе сервера.</translation>
    </message>
    <message>
        <source>Mixture of experts: all {experts} experts ({params} parameters) stay in memory; speed follows the {active_params} active per token.</source>
        <translation>Mixture of experts: все эксперты ({experts}, всего {params} параметров) остаются в памяти; скорость определяется активными параметрами на токен ({active_params}).</translation>
    </message>
    <message>
        <source>{windowed_layers} of {layers} layers attend only to the last {window} tokens: their KV cache stops growing there.</source>
        <translation>{windowed_layers} из {layers} слоёв учитывают только последние {window} токенов: их KV-кэш дальше не растёт.</translation>
    </message>
    <message>
        <source>Multi-head latent attention: the cache keeps a compressed latent ({kv_lora_rank} values) per token and layer.</source>
        <translation>Multi-head latent attention: кэш хранит сжатое латентное представление ({kv_lora_rank} значений) на токен и слой.</translation>
    </message>
    <message>
        <source>transformers expands multi-head latent attention into full K and V: a much larger cache than vLLM or SGLang.</source>
        <translation>transformers разворачивает multi-head latent attention в полные K и V: кэш намного больше, чем у vLLM или SGLang.</translation>
    </message>
    <message>
        <source>An embedding/reranking encoder: no KV cache, small activations.</source>
        <translation>Энкодер для эмбеддингов/реранкинга: KV-кэша нет, активации небольшие.</translation>
    </message>
    <message>
        <source>Training state kept off the GPUs: {mode}, as DeepSpeed does it (ZeRO stage {stage}, the least that offloading needs).</source>
        <translation>Состояние обучения вне GPU: {mode}, как это делает DeepSpeed (ZeRO стадии {stage} — минимум, нужный для выгрузки).</translation>
    </message>
    <message>
        <source>Each copy of the model is split into pipeline stages ({pp}), each over {tp:gpus} in tensor parallel; data-parallel copies: {dp}.</source>
        <translation>Каждая копия модели разбита на этапы конвейера ({pp}), каждый — на {tp:gpus} с тензорным параллелизмом; копий с параллелизмом данных: {dp}.</translation>
    </message>
    <message>
        <source>Pipeline parallel: stages ({pp}) of {tp:gpus}, each holding its layers&apos; weights and cache; the first also the embeddings, the last the output head.</source>
        <translation>Конвейерный параллелизм: этапы ({pp}) по {tp:gpus}, каждый хранит веса и кэш своих слоёв; первый — ещё и эмбеддинги, последний — выходной слой.</translation>
    </message>
    <message>
        <source>{runtime} serves models and cannot train them: choose &apos;transformers&apos; (or leave the runtime out) and a training framework such as {framework}</source>
        <translation>{runtime} обслуживает модели и не умеет их обучать: выберите «transformers» (или не указывайте среду выполнения) и фреймворк обучения, например {framework}</translation>
    </message>
    <message>
        <source>input and output together are {tokens} tokens, more than {model} reads at once ({max_context} tokens of context)</source>
        <translation>вход и выход вместе — {tokens} токенов, больше, чем {model} читает за раз (контекст {max_context} токенов)</translation>
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
        <translation>оптимизатор в оперативной памяти (ZeRO-Offload)</translation>
    </message>
    <message>
        <source>optimizer and parameters in system RAM</source>
        <translation>оптимизатор и параметры в оперативной памяти</translation>
    </message>
    <message>
        <source>NVMe (ZeRO-Infinity)</source>
        <translation>NVMe (ZeRO-Infinity)</translation>
    </message>
    <message>
        <source>as the profile states</source>
        <translation>как указано в профиле</translation>
    </message>
    <message>
        <source>from the profile&apos;s memory channels</source>
        <translation>по каналам памяти из профиля</translation>
    </message>
    <message>
        <source>assumed: eight channels of DDR4-3200</source>
        <translation>предположение: восемь каналов DDR4-3200</translation>
    </message>
    <message>
        <source>text generation</source>
        <translation>генерация текста</translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation>эмбеддинги</translation>
    </message>
    <message>
        <source>reranking</source>
        <translation>ранжирование</translation>
    </message>
    <message>
        <source>reading images and text</source>
        <translation>чтение изображений и текста</translation>
    </message>
    <message>
        <source>image generation</source>
        <translation>генерация изображений</translation>
    </message>
    <message>
        <source>speech to text</source>
        <translation>речь в текст</translation>
    </message>
    <message>
        <source>vision encoder</source>
        <translation>визуального кодировщика</translation>
    </message>
    <message>
        <source>image pipeline (denoiser, text encoders, VAE)</source>
        <translation>конвейера изображений (денойзер, текстовые кодировщики, VAE)</translation>
    </message>
    <message>
        <source>audio encoder</source>
        <translation>аудиокодировщика</translation>
    </message>
    <message>
        <source>text decoder of its own</source>
        <translation>собственного текстового декодера</translation>
    </message>
    <message>
        <source>documents</source>
        <translation>документы</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>токены</translation>
    </message>
    <message>
        <source>images</source>
        <translation>изображения</translation>
    </message>
    <message>
        <source>audio hours</source>
        <translation>часы аудио</translation>
    </message>
    <message>
        <source>text encoding</source>
        <translation>кодирование текста</translation>
    </message>
    <message>
        <source>denoising</source>
        <translation>очистка от шума</translation>
    </message>
    <message>
        <source>VAE decode</source>
        <translation>декодирование VAE</translation>
    </message>
    <message>
        <source>in the prompt</source>
        <translation>в запросе</translation>
    </message>
    <message>
        <source>through cross-attention</source>
        <translation>через перекрёстное внимание</translation>
    </message>
    <message>
        <source>transformer</source>
        <translation>трансформер</translation>
    </message>
    <message>
        <source>UNet</source>
        <translation>UNet</translation>
    </message>
    <message>
        <source>{problem}; did you mean {suggestion}?</source>
        <translation>{problem}; возможно, имелось в виду {suggestion}?</translation>
    </message>
    <message>
        <source>there is no such file or folder</source>
        <translation>такого файла или папки нет</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>нет прав доступа</translation>
    </message>
    <message>
        <source>the operation is not permitted</source>
        <translation>операция не разрешена</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>это папка</translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation>часть пути не является папкой</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>имя слишком длинное</translation>
    </message>
    <message>
        <source>the disk reported an input/output error</source>
        <translation>диск сообщил об ошибке ввода-вывода</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>диск доступен только для чтения</translation>
    </message>
    <message>
        <source>the system refused (error {errno})</source>
        <translation>система отказала (ошибка {errno})</translation>
    </message>
    <message>
        <source>vLLM: KV blocks of {block_size} tokens; activations sized by its start-up profile at {max_num_batched_tokens} batched tokens.</source>
        <translation>vLLM: блоки KV по {block_size} токенов; размер активаций — по стартовому профилированию на {max_num_batched_tokens} токенов в пакете.</translation>
    </message>
    <message>
        <source>llama.cpp: physical batch of {ubatch} tokens; one KV cache for all sequences.</source>
        <translation>llama.cpp: физический batch из {ubatch} токенов; один KV-кэш на все последовательности.</translation>
    </message>
    <message>
        <source>Tensor parallel over {tp} GPUs: each holds 1/{tp} of the weights and of the KV heads.</source>
        <translation>Tensor parallel на {tp} GPU: каждый хранит 1/{tp} весов и KV-голов.</translation>
    </message>
    <message>
        <source>LoRA rank {rank} on {targets} layers; adapters, their gradients and optimizer states in {adapter_precision}.</source>
        <translation>LoRA ранга {rank} на слоях {targets}; адаптеры, их градиенты и состояния оптимизатора в {adapter_precision}.</translation>
    </message>
    <message>
        <source>Training memory as {framework} keeps it.</source>
        <translation>Память обучения — так, как её держит {framework}.</translation>
    </message>
    <message>
        <source>is too long (at most {max_length} characters)</source>
        <translation>слишком длинное значение (не более {max_length} символов)</translation>
    </message>
    <message>
        <source>has too many entries (at most {max_length})</source>
        <translation>слишком много элементов (не более {max_length})</translation>
    </message>
    <message>
        <source>written by a newer Headroom (format {found}); this one reads up to {supported}</source>
        <translation>записан более новой версией Headroom (формат {found}); эта версия читает форматы до {supported}</translation>
    </message>
    <message>
        <source>format version {found} was never written by Headroom (this one reads versions {first} to {supported})</source>
        <translation>Headroom никогда не записывал формат версии {found} (эта версия читает версии с {first} по {supported})</translation>
    </message>
    <message>
        <source>the file is too large ({bytes}; at most {limit_bytes})</source>
        <translation>файл слишком большой ({bytes}; не более {limit_bytes})</translation>
    </message>
    <message>
        <source>the file nests more than {limit} levels deep: not a file Headroom writes</source>
        <translation>вложенность в файле глубже {limit} уровней: такие файлы Headroom не записывает</translation>
    </message>
    <message>
        <source>must be a finite number, not {value}</source>
        <translation>должно быть конечным числом, а не {value}</translation>
    </message>
    <message>
        <source>a number of {digits} digits is out of range</source>
        <translation>число из {digits} цифр вне допустимого диапазона</translation>
    </message>
    <message>
        <source>is not valid text (it holds a lone UTF-16 surrogate)</source>
        <translation>недопустимый текст (содержит одиночный суррогат UTF-16)</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>это папка, а не файл</translation>
    </message>
    <message>
        <source>is a named pipe, not a file: Headroom reads only ordinary files</source>
        <translation>это именованный канал, а не файл: Headroom читает только обычные файлы</translation>
    </message>
    <message>
        <source>is a device, not a file: Headroom reads only ordinary files</source>
        <translation>это устройство, а не файл: Headroom читает только обычные файлы</translation>
    </message>
    <message>
        <source>is not an ordinary file</source>
        <translation>это не обычный файл</translation>
    </message>
    <message>
        <source>{body_params} parameters × {body_bits} bits ({format}) + embeddings {embedding_params} × {embedding_bits} bits + output head {lm_head_params} × {lm_head_bits} bits, ÷ 8 bits per byte, ÷ {gpus_sharing:gpus} sharing them</source>
        <translation>{body_params:parameters} × {body_bits} бит ({format}) + эмбеддинги {embedding_params} × {embedding_bits} бит + выходной слой {lm_head_params} × {lm_head_bits} бит, ÷ 8 бит в байте, ÷ {gpus_sharing:gpus}, между которыми они распределены</translation>
    </message>
    <message>
        <source>{body_params} quantized parameters × {scale_bits} bits of scales ({format}) ÷ 8, ÷ {gpus_sharing:gpus}</source>
        <translation>{body_params} квантизованных параметров × {scale_bits} бит масштабов ({format}) ÷ 8, ÷ {gpus_sharing:gpus}</translation>
    </message>
    <message>
        <source>{sequences:sequences} × ({full_layers:full_layers} × {tokens:tokens} + {windowed_layers:windowed_layers} × at most {window:tokens}) × {elements_per_token_layer:values} (K and V) × {bytes_per_element:bytes}, in blocks of {block_tokens:tokens}, ÷ {shard}</source>
        <translation>{sequences:sequences} × ({full_layers:full_layers} × {tokens:tokens} + {windowed_layers:windowed_layers} × не более {window} токенов) × {elements_per_token_layer:values} (K и V) × {bytes_per_element:bytes}, блоками по {block_tokens} токенов, ÷ {shard}</translation>
    </message>
    <message>
        <source>{sequences:sequences} × {tokens:tokens} × {full_layers:layers} × {elements_per_token_layer} latent values (MLA) × {bytes_per_element:bytes}</source>
        <translation>{sequences:sequences} × {tokens:tokens} × {full_layers:layers} × {elements_per_token_layer} латентных значений (MLA) × {bytes_per_element:bytes}</translation>
    </message>
    <message>
        <source>{sequences:sequences} × {tokens:tokens} × {full_layers:layers} × {elements_per_token_layer:values}: this runtime decompresses MLA into full K and V</source>
        <translation>{sequences:sequences} × {tokens:tokens} × {full_layers:layers} × {elements_per_token_layer:values}: эта среда выполнения разворачивает MLA в полные K и V</translation>
    </message>
    <message>
        <source>{params:parameters} × {bytes_per_param:bytes} ÷ {gpus_sharing:gpus}</source>
        <translation>{params:parameters} × {bytes_per_param:bytes} ÷ {gpus_sharing:gpus}</translation>
    </message>
    <message>
        <source>{params:parameters} × ({master_bytes:bytes} master copy + {state_bytes:bytes} of {optimizer} state) ÷ {gpus_sharing:gpus}</source>
        <translation>{params:parameters} × ({master_bytes:bytes} мастер-копии + {state_bytes:bytes} состояния {optimizer}) ÷ {gpus_sharing:gpus}</translation>
    </message>
    <message>
        <source>From measured error, each GPU needs {range_low} to {range_high} ({low_pct} % to {high_pct} % of the typical figure): set so that a job like this, measured by a source Headroom has never seen, falls inside about 9 times in 10 and above the high figure about 1 time in 20 ({cases} published measurements from {sources} sources, each predicted without its own source). The per-GPU low and high are this range; each part&apos;s own low and high say what that part depends on.</source>
        <translation>По измеренной ошибке каждому GPU нужно от {range_low} до {range_high} (от {low_pct} % до {high_pct} % типичного значения): диапазон подобран так, чтобы такая задача, измеренная источником, которого Headroom никогда не видел, попадала в него примерно 9 раз из 10 и превышала верхнее значение примерно 1 раз из 20 ({cases} опубликованных измерений из {sources} источников, каждое предсказано без своего источника). Нижнее и верхнее значения на GPU — это и есть этот диапазон; собственные нижнее и верхнее значения каждой части показывают, от чего она зависит.</translation>
    </message>
    <message>
        <source>The checkpoint&apos;s multi-token-prediction layers ({layers}) are not loaded for inference and are not counted.</source>
        <translation>Слои multi-token prediction из checkpoint ({layers}) не загружаются для инференса и не учитываются.</translation>
    </message>
    <message>
        <source>Training with {optimizer}, fp32 master weights: {master_weights}, gradient checkpointing: {gradient_checkpointing}, sharding: {sharding}, {gpus:gpus}.</source>
        <translation>Обучение с {optimizer}, мастер-веса в fp32: {master_weights}, gradient checkpointing: {gradient_checkpointing}, шардирование: {sharding}, {gpus:gpus}.</translation>
    </message>
    <message>
        <source>Ranges, not a single number: allocator, runtime version and kernels move the result. A pilot on the real server decides.</source>
        <translation>Диапазоны, а не одно число: аллокатор, версия среды выполнения и ядра влияют на результат. Окончательно решает пилот на реальном сервере.</translation>
    </message>
    <message>
        <source>Full fine-tuning cannot train {asked} weights: budgeted in BF16.</source>
        <translation>Полное дообучение не может обучать веса в {asked}: бюджет рассчитан для BF16.</translation>
    </message>
    <message>
        <source>Images per request: {images} at {resolution} px, {tokens} tokens each ({total} in all), read by the language model ({where}).</source>
        <translation>Изображений на запрос: {images} при {resolution} пикс., по {tokens} токенов ({total} всего), языковая модель читает их {where}.</translation>
    </message>
    <message>
        <source>Image generation is budgeted as a diffusers pipeline in PyTorch: the runtime chosen ({runtime}) does not run image models.</source>
        <translation>Генерация изображений оценивается как конвейер diffusers на PyTorch: выбранная среда ({runtime}) не запускает модели изображений.</translation>
    </message>
    <message>
        <source>Images of {resolution} × {resolution} px, {steps} steps, denoiser passes per step: {passes}, images per request: {images}.</source>
        <translation>Изображения {resolution} × {resolution} пикс., шагов: {steps}, проходов денойзера на шаг: {passes}, изображений на запрос: {images}.</translation>
    </message>
    <message>
        <source>Model CPU offload: each part is moved to the GPU for its own stage, which costs time at every request.</source>
        <translation>Выгрузка модели на CPU: каждая часть переносится на GPU на свой этап, что стоит времени на каждом запросе.</translation>
    </message>
    <message>
        <source>Audio in 30-second windows, windows decoded at once: {windows}; about {tokens_per_second} tokens written per second of speech; beams: {beams}.</source>
        <translation>Аудио окнами по 30 секунд, окон декодируется одновременно: {windows}; около {tokens_per_second} токенов на секунду речи; лучей: {beams}.</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>обязательное поле</translation>
    </message>
    <message>
        <source>must be greater than {gt}</source>
        <translation>должно быть больше {gt}</translation>
    </message>
    <message>
        <source>must be at least {ge}</source>
        <translation>должно быть не меньше {ge}</translation>
    </message>
    <message>
        <source>must be at most {le}</source>
        <translation>должно быть не больше {le}</translation>
    </message>
    <message>
        <source>must be less than {lt}</source>
        <translation>должно быть меньше {lt}</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>должно быть целым числом</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>должно быть числом</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>должно быть true или false</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>должно быть текстом</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>не должно быть пустым</translation>
    </message>
    <message>
        <source>must be one of {expected}</source>
        <translation>должно быть одним из: {expected}</translation>
    </message>
    <message>
        <source>is not a known field</source>
        <translation>неизвестное поле</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>должно быть объектом</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>должно быть списком</translation>
    </message>
    <message>
        <source>{reason}</source>
        <translation>{reason}</translation>
    </message>
    <message>
        <source>not a Headroom file (format {found})</source>
        <translation>не файл Headroom (формат {found})</translation>
    </message>
    <message>
        <source>the file must hold one JSON object</source>
        <translation>файл должен содержать один объект JSON</translation>
    </message>
    <message>
        <source>not valid JSON (line {line}, column {column})</source>
        <translation>некорректный JSON (строка {line}, столбец {column})</translation>
    </message>
    <message>
        <source>not a text file</source>
        <translation>не текстовый файл</translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation>не удаётся прочитать: {reason}</translation>
    </message>
    <message>
        <source>no model &apos;{id}&apos; in the catalog</source>
        <translation>в каталоге нет модели &apos;{id}&apos;</translation>
    </message>
    <message>
        <source>unknown precision &apos;{value}&apos;</source>
        <translation>неизвестная точность &apos;{value}&apos;</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not a KV-cache precision</source>
        <translation>&apos;{value}&apos; не является точностью KV-кэша</translation>
    </message>
    <message>
        <source>cannot read the model at {path}: {reason}</source>
        <translation>не удаётся прочитать модель в {path}: {reason}</translation>
    </message>
    <message>
        <source>this model cannot do {task}: it has no {part}</source>
        <translation>эта модель не умеет «{task}»: у неё нет {part}</translation>
    </message>
    <message>
        <source>{unit} is not a unit of {task} work</source>
        <translation>«{unit}» — не единица работы для «{task}»</translation>
    </message>
    <message>
        <source>Headroom sizes {task} for inference only</source>
        <translation>Headroom оценивает «{task}» только для инференса</translation>
    </message>
    <message>
        <source>reference quality</source>
        <translation>эталонное качество</translation>
    </message>
    <message>
        <source>practically no quality loss</source>
        <translation>практически без потери качества</translation>
    </message>
    <message>
        <source>a small quality loss</source>
        <translation>небольшая потеря качества</translation>
    </message>
    <message>
        <source>a noticeable quality loss</source>
        <translation>заметная потеря качества</translation>
    </message>
    <message>
        <source>a large quality loss</source>
        <translation>большая потеря качества</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>инференс</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>дообучение LoRA</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>дообучение QLoRA</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>полное дообучение</translation>
    </message>
    <message>
        <source>all linear</source>
        <translation>все линейные</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>внимание</translation>
    </message>
    <message>
        <source>query and value</source>
        <translation>query и value</translation>
    </message>
    <message>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <source>the transformers Trainer</source>
        <translation>Trainer из transformers</translation>
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
        <translation>формулы из учебника (фреймворк не указан)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>vLLM V1 engine</source>
        <translation>движок vLLM V1</translation>
    </message>
    <message>
        <source>vLLM V0 engine</source>
        <translation>движок vLLM V0</translation>
    </message>
    <message>
        <source>transformers generate()</source>
        <translation>transformers generate()</translation>
    </message>
    <message>
        <source>AutoAWQ fused modules</source>
        <translation>слитые модули AutoAWQ</translation>
    </message>
    <message>
        <source>flash</source>
        <translation>flash</translation>
    </message>
    <message>
        <source>fused (SDPA)</source>
        <translation>слитное (SDPA)</translation>
    </message>
    <message>
        <source>eager</source>
        <translation>явное</translation>
    </message>
    <message>
        <source>The profile&apos;s GPU &apos;{gpu}&apos; is not in the catalog, so its memory is unknown.</source>
        <translation>GPU &apos;{gpu}&apos; из профиля отсутствует в каталоге, поэтому объём его памяти неизвестен.</translation>
    </message>
    <message>
        <source>Pick the GPU from the catalog, or enter its memory, bandwidth and throughput in the profile.</source>
        <translation>Выберите GPU из каталога или укажите в профиле объём его памяти, пропускную способность памяти и производительность.</translation>
    </message>
    <message>
        <source>Choose GPUs with more memory, a smaller precision, fewer concurrent requests or a shorter context — or a server with more GPUs to split the model.</source>
        <translation>Выберите GPU с большей памятью, меньшую точность, меньше одновременных запросов или более короткий контекст — либо сервер с большим числом GPU, чтобы разделить модель.</translation>
    </message>
    <message>
        <source>With {gpus} GPUs, ZeRO-3 / FSDP full sharding would divide weights, gradients and optimizer states across them.</source>
        <translation>При {gpus} GPU полное шардирование ZeRO-3 / FSDP распределило бы между ними веса, градиенты и состояния оптимизатора.</translation>
    </message>
    <message>
        <source>Set sharding to ZeRO-3 and check the estimate again.</source>
        <translation>Установите шардирование ZeRO-3 и проверьте оценку ещё раз.</translation>
    </message>
    <message>
        <source>Only {headroom_bytes} left per GPU; the high estimate ({high_bytes}) would not fit in {capacity_bytes}.</source>
        <translation>На каждом GPU остаётся только {headroom_bytes}; верхняя оценка ({high_bytes}) не поместилась бы в {capacity_bytes}.</translation>
    </message>
    <message>
        <source>Confirm the peak memory in a pilot before buying, or leave more room.</source>
        <translation>Перед покупкой подтвердите пиковое потребление памяти в пилоте или оставьте больший запас.</translation>
    </message>
    <message>
        <source>The {gpu} has no FP8 tensor cores: FP8 weights run through slower conversion kernels.</source>
        <translation>У {gpu} нет тензорных ядер FP8: веса FP8 обрабатываются более медленными ядрами с преобразованием формата.</translation>
    </message>
    <message>
        <source>Use BF16 or an INT4/INT8 format on this GPU, or choose Ada/Hopper/Blackwell/MI300-class GPUs.</source>
        <translation>Используйте на этом GPU BF16 или формат INT4/INT8 либо выберите GPU класса Ada/Hopper/Blackwell/MI300.</translation>
    </message>
    <message>
        <source>The {gpu} does not compute in BF16.</source>
        <translation>{gpu} не выполняет вычисления в BF16.</translation>
    </message>
    <message>
        <source>Run the model in FP16 on this GPU (check it is numerically stable), or choose a newer GPU.</source>
        <translation>Запускайте модель на этом GPU в FP16 (проверьте её численную устойчивость) или выберите более новый GPU.</translation>
    </message>
    <message>
        <source>Needs {per_gpu_bytes} per GPU; this server offers {capacity_bytes} usable on each GPU ({gpus:gpus} in all). Several GPUs are not one pool.</source>
        <translation>Нужно {per_gpu_bytes} на GPU; этот сервер предлагает {capacity_bytes} доступной памяти на каждом GPU (всего {gpus:gpus}). Несколько GPU — не единый пул.</translation>
    </message>
    <message>
        <source>{format} is a bitsandbytes format: its 4-bit kernels are built for NVIDIA CUDA; on {vendor} GPUs bitsandbytes runs only as a preview backend, if at all, so QLoRA as sized here may not run.</source>
        <translation>{format} — формат bitsandbytes: его 4-битные ядра написаны для NVIDIA CUDA; на GPU {vendor} bitsandbytes работает разве что в предварительной версии бэкенда, так что QLoRA в этом расчёте может не запуститься.</translation>
    </message>
    <message>
        <source>Train LoRA on BF16 weights on these GPUs (they have the memory), or run QLoRA on NVIDIA GPUs.</source>
        <translation>Обучайте LoRA на весах BF16 на этих GPU (памяти хватает) или запускайте QLoRA на GPU NVIDIA.</translation>
    </message>
    <message>
        <source>{framework} does not run on {vendor} GPUs: its kernels are written for another vendor&apos;s.</source>
        <translation>{framework} не работает на GPU {vendor}: его ядра написаны для GPU другого производителя.</translation>
    </message>
    <message>
        <source>Choose a framework that runs there (transformers + PEFT, TRL, torchtune, DeepSpeed or FSDP on ROCm), or GPUs it supports.</source>
        <translation>Выберите фреймворк, который там работает (transformers + PEFT, TRL, torchtune, DeepSpeed или FSDP на ROCm), или GPU, которые он поддерживает.</translation>
    </message>
    <message>
        <source>{framework} trains on one GPU: this server&apos;s other GPUs would stay idle ({gpus} in all).</source>
        <translation>{framework} обучает на одном GPU: остальные GPU этого сервера простаивали бы (всего их {gpus}).</translation>
    </message>
    <message>
        <source>Choose a framework that spreads the job (DeepSpeed, FSDP, torchtune, TRL with accelerate), or a one-GPU server.</source>
        <translation>Выберите фреймворк, распределяющий задание (DeepSpeed, FSDP, torchtune, TRL с accelerate), или сервер с одним GPU.</translation>
    </message>
    <message>
        <source>The {gpu} has no FP4 tensor cores: {precision} weights are unpacked to 16 bits in the kernels; they save memory but compute no faster.</source>
        <translation>У {gpu} нет тензорных ядер FP4: веса {precision} распаковываются в ядрах до 16 бит; они экономят память, но считаются не быстрее.</translation>
    </message>
    <message>
        <source>Expect BF16-like speed, or choose a Blackwell or MI355X-class GPU for native FP4.</source>
        <translation>Рассчитывайте на скорость как у BF16 или выберите GPU класса Blackwell или MI355X для нативного FP4.</translation>
    </message>
    <message>
        <source>The {gpu} cannot run {precision} weights: the runtimes&apos; FP8 and FP4 kernels need an Ampere-class GPU or newer.</source>
        <translation>{gpu} не может выполнять веса {precision}: ядрам FP8 и FP4 сред выполнения нужен GPU класса Ampere или новее.</translation>
    </message>
    <message>
        <source>Use FP16, INT8 or an INT4 format (AWQ, GPTQ, GGUF) on this GPU, or choose a newer GPU.</source>
        <translation>Используйте на этом GPU FP16, INT8 или 4-битный формат (AWQ, GPTQ, GGUF) либо выберите более новый GPU.</translation>
    </message>
    <message>
        <source>The long case ({tokens} tokens) does not fit next to the other requests: one request of at most {max_context} tokens does. The long case is a must-have.</source>
        <translation>Длинный запрос ({tokens} токенов) не помещается рядом с другими запросами: помещается один запрос не более {max_context} токенов. Длинный запрос — обязательное требование.</translation>
    </message>
    <message>
        <source>Serve long documents with fewer parallel requests, a quantized KV cache, or more GPU memory.</source>
        <translation>Обрабатывайте длинные документы с меньшим числом параллельных запросов, с квантизованным KV-кэшем или с большим объёмом памяти GPU.</translation>
    </message>
    <message>
        <source>The estimated time to first token ({estimate_s}) is above the target of {target_s}.</source>
        <translation>Оценка времени до первого токена ({estimate_s}) выше цели {target_s}.</translation>
    </message>
    <message>
        <source>Choose a faster GPU, split the model over more GPUs, shorten the input, or check the real figure in a pilot.</source>
        <translation>Выберите более быстрый GPU, разделите модель на большее число GPU, сократите входной текст или проверьте реальное значение в пилоте.</translation>
    </message>
    <message>
        <source>The estimated time for the whole answer ({estimate_s}) is above the target of {target_s}.</source>
        <translation>Оценка времени всего ответа ({estimate_s}) выше цели {target_s}.</translation>
    </message>
    <message>
        <source>Shorter answers, GPUs with more memory bandwidth or more servers for the traffic would answer sooner; a pilot measures the real figure.</source>
        <translation>Быстрее ответят более короткие ответы, GPU с большей пропускной способностью памяти или больше серверов под трафик; реальную цифру измерит пилот.</translation>
    </message>
    <message>
        <source>One server completes at most {peak} requests/s; the busiest hour brings {rate} requests/s ({utilisation_share} of one server), so the targets need {servers:servers} behind a load balancer.</source>
        <translation>Один сервер выполняет не более {peak} запросов/с; в самый загруженный час приходит {rate} запросов/с ({utilisation_share} от одного сервера), поэтому для целей нужно {servers:servers} за балансировщиком нагрузки.</translation>
    </message>
    <message>
        <source>Order that many servers (the comparison ranks offers by their cost), or lower the traffic, the answer length or the targets.</source>
        <translation>Закажите столько серверов (сравнение ранжирует предложения по их стоимости) или снизьте трафик, длину ответа или цели.</translation>
    </message>
    <message>
        <source>The estimated speed per user ({estimate} tokens/s) is below the target of {target} tokens/s.</source>
        <translation>Оценка скорости на пользователя ({estimate} токенов/с) ниже цели {target} токенов/с.</translation>
    </message>
    <message>
        <source>Choose GPUs with more memory bandwidth, serve fewer users per GPU, or a smaller precision; a pilot measures the real speed.</source>
        <translation>Выберите GPU с большей пропускной способностью памяти, обслуживайте меньше пользователей на один GPU или используйте меньшую точность; реальную скорость измерит пилот.</translation>
    </message>
    <message>
        <source>The estimated total throughput ({estimate} tokens/s) is below the target of {target} tokens/s.</source>
        <translation>Оценка общей пропускной способности ({estimate} токенов/с) ниже цели {target} токенов/с.</translation>
    </message>
    <message>
        <source>Add GPUs or replicas, or allow more requests at once; a pilot measures the real throughput.</source>
        <translation>Добавьте GPU или реплики либо разрешите больше одновременных запросов; реальную пропускную способность измерит пилот.</translation>
    </message>
    <message>
        <source>The estimated training time ({estimate_h} h) is above the target of {target_h} h.</source>
        <translation>Оценка времени обучения ({estimate_h} ч) больше цели {target_h} ч.</translation>
    </message>
    <message>
        <source>Choose more or faster GPUs, fewer epochs, or a later deadline; a pilot of a few steps measures the real speed.</source>
        <translation>Выберите больше или более быстрые GPU, меньше эпох или более поздний срок; пилот из нескольких шагов измерит реальную скорость.</translation>
    </message>
    <message>
        <source>The batch job takes about {estimate_h} h, beyond its deadline of {target_h} h.</source>
        <translation>Пакетная задача займёт около {estimate_h} ч — дольше срока в {target_h} ч.</translation>
    </message>
    <message>
        <source>Choose more or faster GPUs, run more requests at once, or allow more time; a pilot on a sample of the work measures the real rate.</source>
        <translation>Выберите больше или более быстрых GPU, запускайте больше запросов одновременно или дайте больше времени; пилот на части работы измерит реальную скорость.</translation>
    </message>
    <message>
        <source>The reserved KV-cache pool holds about {max_concurrency} sequences of {tokens} tokens at once.</source>
        <translation>Зарезервированный пул KV-кэша вмещает одновременно около {max_concurrency} последовательностей по {tokens} токенов.</translation>
    </message>
    <message>
        <source>Requests beyond that wait in a queue: their time to first token grows.</source>
        <translation>Запросы сверх этого ждут в очереди: их время до первого токена растёт.</translation>
    </message>
    <message>
        <source>System RAM ({ram_bytes}) is smaller than what loading the model needs ({need_bytes}).</source>
        <translation>Системной RAM ({ram_bytes}) меньше, чем нужно для загрузки модели ({need_bytes}).</translation>
    </message>
    <message>
        <source>Add RAM, or load with memory-mapped safetensors and a single copy per process.</source>
        <translation>Добавьте RAM или загружайте модель через memory-mapped safetensors с одной копией на процесс.</translation>
    </message>
    <message>
        <source>transformers may hold two copies of the weights in RAM while loading ({need_bytes} needed, {ram_bytes} present).</source>
        <translation>При загрузке transformers может держать в RAM две копии весов (нужно {need_bytes}, есть {ram_bytes}).</translation>
    </message>
    <message>
        <source>Load with low_cpu_mem_usage / device_map, or add RAM.</source>
        <translation>Загружайте с low_cpu_mem_usage / device_map или добавьте RAM.</translation>
    </message>
    <message>
        <source>Each server needs about {need_bytes} of system RAM while it runs ({offloaded_bytes} of it offloaded weights, cache and training state, plus buffers, processes and the OS); it has {ram_bytes}.</source>
        <translation>Каждому серверу во время работы нужно около {need_bytes} оперативной памяти (из них {offloaded_bytes} — выгруженные веса, кэш и состояние обучения, плюс буферы, процессы и ОС); у него {ram_bytes}.</translation>
    </message>
    <message>
        <source>Add RAM, offload less (more layers or state on the GPUs), or choose GPUs with more memory.</source>
        <translation>Добавьте оперативной памяти, выгружайте меньше (больше слоёв или состояния на GPU) или выберите GPU с большей памятью.</translation>
    </message>
    <message>
        <source>With the dataset ({dataset_bytes}) in the page cache each server would need about {need_bytes} of system RAM; it has {ram_bytes}: the data is read from disk instead.</source>
        <translation>С датасетом ({dataset_bytes}) в страничном кэше каждому серверу нужно около {need_bytes} оперативной памяти; у него {ram_bytes}: данные будут читаться с диска.</translation>
    </message>
    <message>
        <source>Usually fine with fast NVMe; add RAM to keep the data cached.</source>
        <translation>С быстрыми NVMe обычно это не страшно; добавьте оперативной памяти, чтобы данные оставались в кэше.</translation>
    </message>
    <message>
        <source>System RAM ({ram_bytes}) covers the typical need ({need_bytes}) but not the high estimate ({high_bytes}).</source>
        <translation>Оперативной памяти ({ram_bytes}) хватает на типичную потребность ({need_bytes}), но не на верхнюю оценку ({high_bytes}).</translation>
    </message>
    <message>
        <source>Leave more room: add RAM or offload less; confirm in a pilot.</source>
        <translation>Оставьте запас: добавьте оперативной памяти или выгружайте меньше; проверьте в пилоте.</translation>
    </message>
    <message>
        <source>The whole model does not fit on the GPUs: put {gpu_layers} of {layers:layers} on the GPU; the others run on the CPU from system memory ({host_gbps} GB/s, {memory_source}) and take about {cpu_share} of each generated token&apos;s time.</source>
        <translation>Модель целиком не помещается на GPU: разместите на GPU {gpu_layers} из {layers:layers}; остальные выполняются на CPU из оперативной памяти ({host_gbps} ГБ/с, {memory_source}) и занимают около {cpu_share} времени каждого генерируемого токена.</translation>
    </message>
    <message>
        <source>Expect far fewer tokens per second than with every layer on the GPU. A GPU with more memory, a second GPU or a smaller quantization keeps all layers on the GPUs; faster system memory (more channels) helps the rest.</source>
        <translation>Ожидайте намного меньше токенов в секунду, чем со всеми слоями на GPU. GPU с большей памятью, второй GPU или более сильное квантование оставят все слои на GPU; более быстрая оперативная память (больше каналов) ускорит остальное.</translation>
    </message>
    <message>
        <source>Weights kept in system RAM take about {cpu_share} of each generated token&apos;s time (host memory {host_gbps} GB/s, {memory_source}; PCIe for offloaded weights).</source>
        <translation>Веса в оперативной памяти занимают около {cpu_share} времени каждого генерируемого токена (память хоста {host_gbps} ГБ/с, {memory_source}; для выгруженных весов — PCIe).</translation>
    </message>
    <message>
        <source>Offload less: a GPU with more memory, more GPUs or a smaller quantization.</source>
        <translation>Выгружайте меньше: GPU с большей памятью, больше GPU или более сильное квантование.</translation>
    </message>
    <message>
        <source>Training with {mode}: each step spends about {offload_s} on PCIe transfers, the CPU optimizer and NVMe next to {compute_s} of GPU compute.</source>
        <translation>Обучение с режимом «{mode}»: каждый шаг тратит около {offload_s} на передачи по PCIe, оптимизатор на CPU и NVMe при {compute_s} вычислений на GPU.</translation>
    </message>
    <message>
        <source>Larger batches or gradient accumulation spread this cost over more tokens; more GPU memory (or more GPUs with ZeRO-3) avoids offloading.</source>
        <translation>Большие пакеты или накопление градиентов распределяют эти затраты на больше токенов; больше памяти GPU (или больше GPU с ZeRO-3) избавляет от выгрузки.</translation>
    </message>
    <message>
        <source>Offloading to NVMe needs about {nvme_bytes} of fast local NVMe; the server lists none.</source>
        <translation>Выгрузке на NVMe нужно около {nvme_bytes} быстрых локальных NVMe; у сервера их не указано.</translation>
    </message>
    <message>
        <source>Add local NVMe drives (several in RAID 0 for bandwidth) or offload to system RAM.</source>
        <translation>Добавьте локальные NVMe (несколько в RAID 0 ради пропускной способности) или выгружайте в оперативную память.</translation>
    </message>
    <message>
        <source>{cores} CPU cores for {gpus} GPUs: training data loading needs about {need}.</source>
        <translation>На {gpus} GPU приходится ядер CPU: {cores}; для загрузки обучающих данных нужно около {need}.</translation>
    </message>
    <message>
        <source>Choose a CPU with more physical cores, or pre-tokenize the data.</source>
        <translation>Выберите CPU с большим числом физических ядер или заранее токенизируйте данные.</translation>
    </message>
    <message>
        <source>{per_gpu} CPU cores per GPU ({cores} for {gpus}); reference designs use at least {need}.</source>
        <translation>Ядер CPU на GPU: {per_gpu} ({cores} на {gpus}); в эталонных конфигурациях — не менее {need}.</translation>
    </message>
    <message>
        <source>More cores keep tokenization, scheduling and the HTTP server from starving the GPUs.</source>
        <translation>Больше ядер нужно, чтобы токенизация, планирование и HTTP-сервер не заставляли GPU простаивать.</translation>
    </message>
    <message>
        <source>No local NVMe: the weights load over the {network_gbps} Gb/s network in about {load_s}.</source>
        <translation>Нет локального NVMe: веса загружаются по сети {network_gbps}&#xa0;Гбит/с примерно за {load_s}.</translation>
    </message>
    <message>
        <source>Add local NVMe drives for model files, caches and checkpoints.</source>
        <translation>Добавьте локальные NVMe-диски для файлов модели, кэшей и контрольных точек.</translation>
    </message>
    <message>
        <source>Loading {model_bytes} of weights from disk takes about {load_s} at {read_gbps} GB/s.</source>
        <translation>Загрузка {model_bytes} весов с диска на скорости {read_gbps} GB/s занимает около {load_s}.</translation>
    </message>
    <message>
        <source>Use faster (Gen4/Gen5) NVMe or several drives in RAID 0 to shorten restarts.</source>
        <translation>Используйте более быстрые NVMe (Gen4/Gen5) или несколько дисков в RAID 0, чтобы ускорить перезапуски.</translation>
    </message>
    <message>
        <source>Loading the weights ({model_bytes}) from NVMe takes about {load_s}.</source>
        <translation>Загрузка весов ({model_bytes}) с NVMe занимает около {load_s}.</translation>
    </message>
    <message>
        <source>Each checkpoint is about {checkpoint_bytes} and takes about {write_s} to write.</source>
        <translation>Каждая контрольная точка занимает около {checkpoint_bytes}, её запись — около {write_s}.</translation>
    </message>
    <message>
        <source>Plan checkpoint intervals accordingly; faster NVMe shortens the pause.</source>
        <translation>Планируйте интервалы между контрольными точками с учётом этого; более быстрый NVMe сокращает паузу.</translation>
    </message>
    <message>
        <source>Training may read {need_gbps} GB/s of data against {read_gbps} GB/s of NVMe.</source>
        <translation>Обучение может читать данные со скоростью {need_gbps} GB/s, а NVMe даёт {read_gbps} GB/s.</translation>
    </message>
    <message>
        <source>Pre-tokenize and pack the data, or add drives.</source>
        <translation>Заранее токенизируйте и упакуйте данные или добавьте диски.</translation>
    </message>
    <message>
        <source>Model files, checkpoints and data need about {need_bytes}; the NVMe holds {capacity_bytes}.</source>
        <translation>Файлам модели, контрольным точкам и данным нужно около {need_bytes}; объём NVMe — {capacity_bytes}.</translation>
    </message>
    <message>
        <source>Add NVMe capacity or keep fewer checkpoints.</source>
        <translation>Увеличьте объём NVMe или храните меньше контрольных точек.</translation>
    </message>
    <message>
        <source>The model is split over {tp} {gpu} GPUs that talk over PCIe only: every generated token waits for all-reduces over PCIe.</source>
        <translation>Модель разделена между {tp} GPU {gpu}, связанными только через PCIe: каждый сгенерированный токен ждёт завершения операций all-reduce по PCIe.</translation>
    </message>
    <message>
        <source>Prefer GPUs with NVLink/NVSwitch for tensor parallel, or a GPU large enough for one replica.</source>
        <translation>Для tensor parallel выбирайте GPU с NVLink/NVSwitch или GPU, на котором целиком помещается одна реплика.</translation>
    </message>
    <message>
        <source>The model is split over {tp} {gpu} GPUs over PCIe because one GPU per replica meets fewer of your targets; every generated token waits for all-reduces over PCIe.</source>
        <translation>Модель разделена между {tp} GPU {gpu}, связанными только через PCIe, потому что по одному GPU на реплику выполняется меньше ваших целей; каждый сгенерированный токен ждёт all-reduce по PCIe.</translation>
    </message>
    <message>
        <source>GPUs with NVLink make this split faster; a pilot measures it on this server.</source>
        <translation>С GPU, связанными NVLink, такое разделение быстрее; пилот измерит его на этом сервере.</translation>
    </message>
    <message>
        <source>Training across {nodes} servers over {gbps} Gb/s Ethernet: gradient exchange will stall the GPUs.</source>
        <translation>Обучение на {nodes} серверах через Ethernet {gbps}&#xa0;Гбит/с: GPU будут простаивать из-за обмена градиентами.</translation>
    </message>
    <message>
        <source>Use InfiniBand or RoCE at 200–400 Gb/s per node, or train on one server.</source>
        <translation>Используйте InfiniBand или RoCE на 200–400&#xa0;Гбит/с на узел или обучайте на одном сервере.</translation>
    </message>
    <message>
        <source>Training across {nodes} servers with {gbps} Gb/s per node: communication may limit scaling.</source>
        <translation>Обучение на {nodes} серверах с {gbps}&#xa0;Гбит/с на узел: обмен данными может ограничить масштабирование.</translation>
    </message>
    <message>
        <source>Use 400 Gb/s per node (as DGX systems do) or ZeRO settings that communicate less.</source>
        <translation>Используйте 400&#xa0;Гбит/с на узел (как в системах DGX) или настройки ZeRO с меньшим объёмом обмена данными.</translation>
    </message>
    <message>
        <source>Training across servers ({nodes}) over {gbps} Gb/s: the gradients of each step ({volume_bytes} per server) take about {exposed_s} more than the backward pass can hide, next to {compute_s} of compute.</source>
        <translation>Обучение на нескольких серверах ({nodes}) через {gbps} Гбит/с: градиенты каждого шага ({volume_bytes} на сервер) занимают примерно на {exposed_s} больше, чем может скрыть обратный проход, при {compute_s} вычислений.</translation>
    </message>
    <message>
        <source>Use InfiniBand or RoCE at 400 Gb/s per server, accumulate gradients over more micro-batches (fewer exchanges per token), or train on fewer servers.</source>
        <translation>Используйте InfiniBand или RoCE на 400 Гбит/с на сервер, накапливайте градиенты по большему числу микропакетов (меньше обменов на токен) или обучайте на меньшем числе серверов.</translation>
    </message>
    <message>
        <source>One copy of the model spans several servers ({nodes}) joined by {gbps} Gb/s Ethernet: every token&apos;s hidden state ({token_bytes}) crosses between them, adding latency to each token and limiting the prompt rate (about {traffic_gbps} Gb/s at the estimated load).</source>
        <translation>Одна копия модели занимает несколько серверов ({nodes}), соединённых Ethernet {gbps} Гбит/с: скрытое состояние каждого токена ({token_bytes}) передаётся между ними, добавляя задержку к каждому токену и ограничивая скорость обработки запросов (около {traffic_gbps} Гбит/с при оценённой нагрузке).</translation>
    </message>
    <message>
        <source>Join the servers with InfiniBand or RoCE of 100 Gb/s or more, or choose GPUs with more memory so that one server holds a copy (for example eight H200 hold 405B in BF16).</source>
        <translation>Соедините серверы InfiniBand или RoCE от 100 Гбит/с или выберите GPU с большей памятью, чтобы копия помещалась в один сервер (например, восемь H200 вмещают 405B в BF16).</translation>
    </message>
    <message>
        <source>Pipeline stages on different servers exchange about {traffic_gbps} Gb/s of hidden states ({token_bytes} per token) against a {link_gbps} Gb/s link.</source>
        <translation>Этапы конвейера на разных серверах обмениваются примерно {traffic_gbps} Гбит/с скрытых состояний ({token_bytes} на токен) по каналу {link_gbps} Гбит/с.</translation>
    </message>
    <message>
        <source>Use a faster link between the servers, or keep each copy of the model in one server.</source>
        <translation>Используйте более быстрый канал между серверами или держите каждую копию модели в одном сервере.</translation>
    </message>
    <message>
        <source>Streaming answers may need {traffic_gbps} Gb/s against a {link_gbps} Gb/s link.</source>
        <translation>Потоковой передаче ответов может понадобиться {traffic_gbps}&#xa0;Гбит/с при канале {link_gbps}&#xa0;Гбит/с.</translation>
    </message>
    <message>
        <source>Use a faster network link or spread replicas over servers.</source>
        <translation>Используйте более быстрый сетевой канал или распределите реплики по серверам.</translation>
    </message>
    <message>
        <source>No power budget given; a server like this draws up to about {estimate_w} W.</source>
        <translation>Бюджет мощности не указан; такой сервер потребляет примерно до {estimate_w}&#xa0;Вт.</translation>
    </message>
    <message>
        <source>Ask the provider for the power and cooling available per server.</source>
        <translation>Уточните у поставщика, какая мощность питания и какое охлаждение доступны на один сервер.</translation>
    </message>
    <message>
        <source>Power budget {power_w} W is below the GPUs&apos; own {gpu_tdp_w} W plus CPU and fans.</source>
        <translation>Бюджет мощности {power_w}&#xa0;Вт меньше, чем потребление одних GPU ({gpu_tdp_w}&#xa0;Вт) плюс CPU и вентиляторы.</translation>
    </message>
    <message>
        <source>Raise the power budget (about {estimate_w} W) or reduce the GPU count or power limit.</source>
        <translation>Увеличьте бюджет мощности (примерно до {estimate_w}&#xa0;Вт) или уменьшите число GPU либо их лимит мощности.</translation>
    </message>
    <message>
        <source>Power budget {power_w} W is below the usual maximum draw of about {estimate_w} W.</source>
        <translation>Бюджет мощности {power_w}&#xa0;Вт ниже обычного максимального потребления — около {estimate_w}&#xa0;Вт.</translation>
    </message>
    <message>
        <source>Confirm power and cooling with the provider, or cap GPU power (slower).</source>
        <translation>Согласуйте питание и охлаждение с поставщиком или ограничьте мощность GPU (работа станет медленнее).</translation>
    </message>
    <message>
        <source>Generation speed uses the runtime&apos;s efficiency on this GPU family, calibrated on published measurements: the share of memory bandwidth it reaches and its fixed costs per step.</source>
        <translation>Скорость генерации рассчитана по эффективности среды выполнения на этом семействе GPU, откалиброванной по опубликованным измерениям: доля пропускной способности памяти, которую она достигает, и её постоянные затраты на каждый шаг.</translation>
    </message>
    <message>
        <source>Time to first token uses the runtime&apos;s calibrated share of the GPU&apos;s tensor throughput, plus the wait behind other users&apos; prompts at the requested load.</source>
        <translation>Время до первого токена рассчитано по откалиброванной доле тензорной производительности GPU для этой среды выполнения плюс ожидание за запросами других пользователей при заданной нагрузке.</translation>
    </message>
    <message>
        <source>Offloaded training adds each step&apos;s PCIe transfers, the CPU optimizer at the host&apos;s memory bandwidth and any NVMe traffic to the GPU&apos;s compute time.</source>
        <translation>Обучение с выгрузкой добавляет к времени вычислений GPU передачи по PCIe на каждом шаге, оптимизатор на CPU со скоростью памяти хоста и обмен с NVMe.</translation>
    </message>
    <message>
        <source>Across servers each step&apos;s gradient exchange uses the server&apos;s network; what backward cannot hide adds to the step.</source>
        <translation>Между серверами обмен градиентами на каждом шаге идёт по сети сервера; то, что не скрывает обратный проход, добавляется к шагу.</translation>
    </message>
    <message>
        <source>Image speed: steps × the FLOPs of one denoiser pass at the GPU&apos;s calibrated share of its tensor throughput (lower for narrow models), plus the text encoders and the VAE decode.</source>
        <translation>Скорость изображений: шаги × FLOP одного прохода денойзера при откалиброванной доле тензорной производительности GPU (меньше для узких моделей), плюс текстовые кодировщики и декодирование VAE.</translation>
    </message>
    <message>
        <source>Speech speed: the encoder&apos;s FLOPs per 30-second window plus one decoder step per token written (about 3.3 tokens per second of speech), each at the runtime&apos;s calibrated efficiency on this GPU family.</source>
        <translation>Скорость речи: FLOP кодировщика на 30-секундное окно плюс один шаг декодера на записанный токен (около 3,3 токена на секунду речи), каждый с откалиброванной эффективностью среды на этом семействе GPU.</translation>
    </message>
    <message>
        <source>Embedding speed: 2 × the layers&apos; matrix parameters per token plus attention over each padded sequence, at the share of the GPU&apos;s tensor throughput fitted to published runs of this kind of runtime (TensorRT, PyTorch, other servers), plus a fixed cost per layer and batch.</source>
        <translation>Скорость эмбеддингов: 2 × матричные параметры слоёв на токен плюс внимание по каждой дополненной последовательности, при доле тензорной производительности GPU, подобранной по опубликованным запускам такого типа среды (TensorRT, PyTorch, другие серверы), плюс постоянные затраты на слой и пакет.</translation>
    </message>
    <message>
        <source>One copy of the model per GPU: {replicas:replicas}, each serving its share of the requests.</source>
        <translation>Одна копия модели на каждый GPU: {replicas:replicas}, каждая обслуживает свою долю запросов.</translation>
    </message>
    <message>
        <source>Tensor parallel over {tensor_parallel} GPUs, {replicas:replicas}.</source>
        <translation>Tensor parallel на {tensor_parallel} GPU, {replicas:replicas}.</translation>
    </message>
    <message>
        <source>Data parallel over {data_parallel} GPUs with the training state sharded across them (ZeRO stage {zero_stage} / FSDP).</source>
        <translation>Параллелизм по данным на {data_parallel} GPU с состоянием обучения, разделённым между ними (ZeRO, стадия {zero_stage} / FSDP).</translation>
    </message>
    <message>
        <source>The whole training job on one GPU: no data parallel, no sharding.</source>
        <translation>Всё задание обучения на одном GPU: без параллелизма по данным и без шардирования.</translation>
    </message>
    <message>
        <source>Pipeline parallel: stages ({pipeline_parallel}) of {tensor_parallel:gpus} each (tensor parallel inside a stage), over servers: {nodes_per_replica}; copies of the model: {replicas}.</source>
        <translation>Конвейерный параллелизм: этапы ({pipeline_parallel}) по {tensor_parallel:gpus} (тензорный параллелизм внутри этапа), серверов: {nodes_per_replica}; копий модели: {replicas}.</translation>
    </message>
    <message>
        <source>Put {gpu_layers} of {model_layers:layers} on {pipeline_parallel:gpus}; the other layers and their cache run on the CPU from system RAM.</source>
        <translation>Разместите {gpu_layers} из {model_layers:layers} на {pipeline_parallel:gpus}; остальные слои и их кэш выполняются на CPU из оперативной памяти.</translation>
    </message>
    <message>
        <source>Needs more than this server: it does not fit even split over {tensor_parallel:gpus}.</source>
        <translation>Нужно больше, чем есть на этом сервере: не помещается даже при разделении на {tensor_parallel:gpus}.</translation>
    </message>
    <message>
        <source>The split the workload asks for: GPUs per copy of the model: {gpus}; copies: {replicas}.</source>
        <translation>Разделение, заданное в нагрузке: GPU на одну копию модели: {gpus}; копий: {replicas}.</translation>
    </message>
    <message>
        <source>The workload asks for a copy of the model over {asked} GPUs, which this server cannot give (GPUs per node: {server_gpus}; or the model&apos;s attention heads do not divide evenly); Headroom chose the split instead.</source>
        <translation>Нагрузка требует копию модели на {asked} GPU, чего этот сервер дать не может (GPU на узел: {server_gpus}; или головы внимания модели не делятся нацело); Headroom выбрал разделение сам.</translation>
    </message>
    <message>
        <source>An image or speech pipeline runs whole on one GPU: each GPU holds its own copy (copies: {replicas}).</source>
        <translation>Конвейер изображений или речи работает целиком на одном GPU: каждый GPU держит свою копию (копий: {replicas}).</translation>
    </message>
    <message>
        <source>Meets every target with the most tokens per second at the requested load (users at once: {concurrency}; about {throughput} tokens/s): the lowest cost per token on this server.</source>
        <translation>Выполняет все цели и даёт больше всего токенов в секунду при заданной нагрузке (одновременных пользователей: {concurrency}; около {throughput} токенов/с): самая низкая стоимость токена на этом сервере.</translation>
    </message>
    <message>
        <source>One copy of the model on each GPU (about {throughput} tokens/s with {concurrency} users at once) rather than one copy split over GPUs that talk over PCIe only: the split might be estimated a little faster, but every generated token would wait for all-reduces over PCIe.</source>
        <translation>По одной копии модели на каждом GPU (около {throughput} токенов/с при {concurrency} пользователях одновременно), а не одна копия, разделённая между GPU, связанными только через PCIe: по оценке разделение может быть чуть быстрее, но каждый сгенерированный токен ждал бы all-reduce по PCIe.</translation>
    </message>
    <message>
        <source>No split meets every target; this one misses the fewest must-haves (about {throughput} tokens/s; users at once: {concurrency}).</source>
        <translation>Ни одно разделение не выполняет все цели; это нарушает меньше всего обязательных (около {throughput} токенов/с; одновременных пользователей: {concurrency}).</translation>
    </message>
    <message>
        <source>The whole model does not fit on the GPUs: {gpu_layers} of {layers:layers} is the most that fits (llama.cpp -ngl {gpu_layers}); the rest run on the CPU.</source>
        <translation>Модель целиком не помещается на GPU: {gpu_layers} из {layers:layers} — максимум, который помещается (llama.cpp -ngl {gpu_layers}); остальные выполняются на CPU.</translation>
    </message>
    <message>
        <source>The most tokens per second at the requested load (users at once: {concurrency}; about {throughput} tokens/s): the lowest cost per token on this server.</source>
        <translation>Больше всего токенов в секунду при заданной нагрузке (одновременных пользователей: {concurrency}; около {throughput} токенов/с): самая низкая стоимость токена на этом сервере.</translation>
    </message>
    <message>
        <source>Training speed assumes 25–50 % of the GPU&apos;s dense BF16 throughput (MFU).</source>
        <translation>Скорость обучения рассчитана исходя из 25–50 % плотной (dense) производительности GPU в BF16 (MFU).</translation>
    </message>
    <message>
        <source>Speed ranges come from measured error: set so that a run measured by a source Headroom has never seen falls inside about 9 times in 10. Each end is set on its own, so the typical figure need not lie in the middle.</source>
        <translation>Диапазоны скорости взяты из измеренной ошибки: они заданы так, чтобы прогон, измеренный источником, которого Headroom не видел, попадал внутрь примерно 9 раз из 10. Каждый конец задан отдельно, поэтому типичное значение не обязательно лежит посередине.</translation>
    </message>
    <message>
        <source>Layers split over {pipeline_parallel} GPUs that work one after another (llama.cpp); copies of the model: {replicas}.</source>
        <translation>Слои разделены между GPU ({pipeline_parallel}), которые работают по очереди (llama.cpp); копий модели: {replicas}.</translation>
    </message>
    <message>
        <source>Data parallel over {data_parallel} GPUs, ZeRO stage {zero_stage}.</source>
        <translation>Data parallel на {data_parallel} GPU, ZeRO stage {zero_stage}.</translation>
    </message>
    <message>
        <source>Cannot place: the GPU is unknown.</source>
        <translation>Невозможно разместить: GPU неизвестен.</translation>
    </message>
    <message>
        <source>The only split that fits in memory.</source>
        <translation>Единственное разделение, которое помещается в память.</translation>
    </message>
    <message>
        <source>fits comfortably</source>
        <translation>помещается с запасом</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>впритык</translation>
    </message>
    <message>
        <source>misses a must-have</source>
        <translation>не выполняет обязательное требование</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>не помещается</translation>
    </message>
    <message>
        <source>unknown GPU</source>
        <translation>неизвестный GPU</translation>
    </message>
</context>
<context>
    <name>ModelFiles</name>
    <message>
        <source>Parameters</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Active parameters per token</source>
        <translation>Активные параметры на токен</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Слои</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Скрытая размерность</translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation>Ширина MLP</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Головы внимания</translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation>Головы ключей/значений</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation>Размер головы</translation>
    </message>
    <message>
        <source>Vocabulary (tokens)</source>
        <translation>Словарь (токены)</translation>
    </message>
    <message>
        <source>Longest context (tokens)</source>
        <translation>Максимальный контекст (токены)</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Эксперты</translation>
    </message>
    <message>
        <source>Stored precision</source>
        <translation>Точность хранения</translation>
    </message>
    <message>
        <source>Size of the weights</source>
        <translation>Размер весов</translation>
    </message>
    <message>
        <source>Bits per weight</source>
        <translation>Бит на вес</translation>
    </message>
    <message>
        <source>config.json</source>
        <translation>config.json</translation>
    </message>
    <message>
        <source>counted in the weight files</source>
        <translation>подсчитано по файлам весов</translation>
    </message>
    <message>
        <source>read from the GGUF file</source>
        <translation>прочитано из файла GGUF</translation>
    </message>
    <message>
        <source>calculated from the other figures</source>
        <translation>вычислено из других значений</translation>
    </message>
    <message>
        <source>Choose a fi&amp;le…</source>
        <translation>Выбрать фа&amp;йл…</translation>
    </message>
    <message>
        <source>A config.json from a model download, or a .gguf file.</source>
        <translation>Файл config.json из скачанной модели или файл .gguf.</translation>
    </message>
    <message>
        <source>Choose a f&amp;older…</source>
        <translation>Выбрать &amp;папку…</translation>
    </message>
    <message>
        <source>A downloaded model folder (config.json with .safetensors files).</source>
        <translation>Папка скачанной модели (config.json и файлы .safetensors).</translation>
    </message>
    <message>
        <source>…or drop a config.json, a model folder or a .gguf file here</source>
        <translation>…или перетащите сюда config.json, папку модели или файл .gguf</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Where it came from</source>
        <translation>Откуда взято</translation>
    </message>
    <message>
        <source>What was found in the model files</source>
        <translation>Что найдено в файлах модели</translation>
    </message>
    <message>
        <source>Choose a model file</source>
        <translation>Выбор файла модели</translation>
    </message>
    <message>
        <source>Model files (config.json *.json *.gguf *.safetensors);;All files (*)</source>
        <translation>Файлы моделей (config.json *.json *.gguf *.safetensors);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Choose a model folder</source>
        <translation>Выбор папки модели</translation>
    </message>
    <message>
        <source>Could not use {path}: {reason}</source>
        <translation>Не удалось использовать {path}: {reason}</translation>
    </message>
    <message>
        <source>Found {name} in {path}</source>
        <translation>Найдена модель {name} в {path}</translation>
    </message>
    <message>
        <source>Files read: {files}</source>
        <translation>Прочитаны файлы: {files}</translation>
    </message>
</context>
<context>
    <name>ModelInspect</name>
    <message>
        <source>{path} does not exist</source>
        <translation>{path} не существует</translation>
    </message>
    <message>
        <source>{path} is neither a file nor a folder</source>
        <translation>{path} не является ни файлом, ни папкой</translation>
    </message>
    <message>
        <source>cannot read {path}: {reason}</source>
        <translation>не удалось прочитать {path}: {reason}</translation>
    </message>
    <message>
        <source>{path} is {size_bytes}; files of this kind over {limit_bytes} are refused</source>
        <translation>Размер {path} — {size_bytes}; файлы этого типа больше {limit_bytes} не принимаются</translation>
    </message>
    <message>
        <source>{path} is not valid JSON ({reason})</source>
        <translation>{path} не является корректным JSON ({reason})</translation>
    </message>
    <message>
        <source>{path} does not hold a JSON object</source>
        <translation>{path} не содержит JSON-объект</translation>
    </message>
    <message>
        <source>the field &apos;{field}&apos; should be {expected}, but is {got}</source>
        <translation>поле «{field}» должно быть {expected}, а указано {got}</translation>
    </message>
    <message>
        <source>the model description lacks {field}</source>
        <translation>в описании модели нет {field}</translation>
    </message>
    <message>
        <source>{path} has no config.json</source>
        <translation>в {path} нет config.json</translation>
    </message>
    <message>
        <source>{path} is truncated: not a complete safetensors file</source>
        <translation>{path} обрезан: это не полный файл safetensors</translation>
    </message>
    <message>
        <source>{path}: the safetensors header claims {header_bytes}, over the {limit_bytes} limit</source>
        <translation>{path}: заголовок safetensors указывает размер {header_bytes}, что превышает предел {limit_bytes}</translation>
    </message>
    <message>
        <source>{path} is not a valid safetensors file ({reason})</source>
        <translation>{path} не является корректным файлом safetensors ({reason})</translation>
    </message>
    <message>
        <source>{path} lists {count} weight files, more than the {limit} allowed</source>
        <translation>в {path} перечислено файлов весов: {count}, а допускается не более {limit}</translation>
    </message>
    <message>
        <source>the safetensors index names a file outside the folder: {name}</source>
        <translation>индекс safetensors ссылается на файл за пределами папки: {name}</translation>
    </message>
    <message>
        <source>{path} is not a GGUF file</source>
        <translation>{path} не является файлом GGUF</translation>
    </message>
    <message>
        <source>{path} is GGUF version {version}, which is not supported</source>
        <translation>{path} — файл GGUF версии {version}, эта версия не поддерживается</translation>
    </message>
    <message>
        <source>{path} is truncated: the GGUF file ends before its contents do</source>
        <translation>{path} обрезан: файл GGUF заканчивается раньше своего содержимого</translation>
    </message>
    <message>
        <source>{path} is a damaged GGUF file ({reason})</source>
        <translation>{path} — повреждённый файл GGUF ({reason})</translation>
    </message>
    <message>
        <source>the file holds no weights</source>
        <translation>файл не содержит весов</translation>
    </message>
    <message>
        <source>the model&apos;s figures contradict each other ({field}: {reason})</source>
        <translation>значения модели противоречат друг другу ({field}: {reason})</translation>
    </message>
    <message>
        <source>the {library} library is not installed</source>
        <translation>библиотека {library} не установлена</translation>
    </message>
    <message>
        <source>{path} is a vision projector (mmproj): choose the language model&apos;s GGUF in the same folder; the projector is read with it</source>
        <translation>{path} — визуальный проектор (mmproj): выберите GGUF языковой модели в той же папке; проектор будет прочитан вместе с ним</translation>
    </message>
    <message>
        <source>a {class} is counted from its weights: give the pipeline folder with its safetensors</source>
        <translation>{class} считается по весам: укажите папку конвейера с файлами safetensors</translation>
    </message>
    <message>
        <source>Unknown architecture &apos;{architecture}&apos;: counted as a generic decoder (Llama-like layout). Check the figures.</source>
        <translation>Неизвестная архитектура «{architecture}»: рассчитывается как обычный декодер (структура как у Llama). Проверьте значения.</translation>
    </message>
    <message>
        <source>Not stated in the config, taken from the family&apos;s defaults: {fields}.</source>
        <translation>Не указано в конфигурации, взято из значений по умолчанию для семейства: {fields}.</translation>
    </message>
    <message>
        <source>A {sliding_window}-token sliding window is declared but not which layers use it; every layer is counted at full attention.</source>
        <translation>Объявлено скользящее окно на {sliding_window} токенов, но не указано, какие слои его используют; все слои рассчитываются с полным вниманием.</translation>
    </message>
    <message>
        <source>Mixture-of-experts layout of &apos;{architecture}&apos; assumed: expert layers as in Qwen/DeepSeek.</source>
        <translation>Для «{architecture}» предполагается структура mixture of experts: слои экспертов как в Qwen/DeepSeek.</translation>
    </message>
    <message>
        <source>Multimodal model: only the language model is counted; the vision/audio encoder comes on top.</source>
        <translation>Мультимодальная модель: учитывается только языковая модель; энкодер изображений/аудио требует памяти сверх этого.</translation>
    </message>
    <message>
        <source>Multimodal model: the parameter count from the weights includes the vision/audio encoder; the other figures describe the language model.</source>
        <translation>Мультимодальная модель: число параметров по весам включает энкодер изображений/аудио; остальные значения относятся к языковой модели.</translation>
    </message>
    <message>
        <source>The weights hold {weights} parameters, the architecture implies {architecture}; the weights&apos; count is used.</source>
        <translation>В весах {weights} параметров, по архитектуре получается {architecture}; используется число из весов.</translation>
    </message>
    <message>
        <source>Multi-token-prediction layers ({layers}, with {params} parameters) are in the checkpoint but inference runtimes do not load them; left out.</source>
        <translation>В checkpoint есть слои multi-token prediction ({layers}, параметров: {params}), но среды выполнения для инференса их не загружают; они не учитываются.</translation>
    </message>
    <message>
        <source>{index} lists weight files that are not here; parameters derived from the architecture.</source>
        <translation>В {index} перечислены файлы весов, которых здесь нет; параметры вычислены по архитектуре.</translation>
    </message>
    <message>
        <source>Only {present} of {listed} weight files are here; parameters derived from the architecture.</source>
        <translation>Здесь только {present} из {listed} файлов весов; параметры вычислены по архитектуре.</translation>
    </message>
    <message>
        <source>The config lacks {field}.</source>
        <translation>В конфигурации нет {field}.</translation>
    </message>
    <message>
        <source>The weights are {format} files, which Headroom does not open; parameters derived from the architecture.</source>
        <translation>Веса хранятся в файлах {format}, которые Headroom не открывает; параметры вычислены по архитектуре.</translation>
    </message>
    <message>
        <source>RoPE scaling in the config can stretch the context to {context} tokens.</source>
        <translation>Масштабирование RoPE в конфигурации позволяет расширить контекст до {context} токенов.</translation>
    </message>
    <message>
        <source>The quantization_config is not readable; ignored.</source>
        <translation>Не удалось прочитать quantization_config; он проигнорирован.</translation>
    </message>
    <message>
        <source>Quantization &apos;{method}&apos; is not one Headroom models; the precision is left open.</source>
        <translation>Квантизация «{method}» не моделируется в Headroom; точность остаётся не заданной.</translation>
    </message>
    <message>
        <source>{method} with {bits}-bit weights: modelled as its 4-bit form.</source>
        <translation>{method} с {bits}-битными весами: рассчитывается как 4-битный вариант.</translation>
    </message>
    <message>
        <source>bitsandbytes {quant_type}: modelled as NF4 (same storage).</source>
        <translation>bitsandbytes {quant_type}: рассчитывается как NF4 (тот же формат хранения).</translation>
    </message>
    <message>
        <source>{key} varies per layer ({low} to {high}); the largest is used.</source>
        <translation>{key} различается по слоям (от {low} до {high}); используется наибольшее значение.</translation>
    </message>
    <message>
        <source>Key and value heads differ in width ({key_length} vs {value_length}); the key width is used.</source>
        <translation>Головы ключей и значений различаются по размеру ({key_length} и {value_length}); используется размер головы ключей.</translation>
    </message>
    <message>
        <source>GGUF file type {file_type} is unknown; precision taken from the largest tensors.</source>
        <translation>Тип файла GGUF {file_type} неизвестен; точность определена по самым большим тензорам.</translation>
    </message>
    <message>
        <source>Vision projector {file} read beside the model: {params} parameters of vision encoder.</source>
        <translation>Рядом с моделью прочитан визуальный проектор {file}: {params} параметров визуального кодировщика.</translation>
    </message>
    <message>
        <source>The vision encoder&apos;s parameters are counted from its layer shapes (an estimate); the weights give the exact figure.</source>
        <translation>Параметры визуального кодировщика посчитаны по размерам его слоёв (оценка); точную цифру дают веса.</translation>
    </message>
    <message>
        <source>Only the denoiser&apos;s config was given: the text encoders and VAE its pipeline ({denoiser}) always uses are assumed. Import the pipeline folder (model_index.json) to count them from their configs.</source>
        <translation>Дан только конфиг денойзера: текстовые кодировщики и VAE, которые его конвейер ({denoiser}) всегда использует, приняты по умолчанию. Импортируйте папку конвейера (model_index.json), чтобы посчитать их по их конфигам.</translation>
    </message>
    <message>
        <source>A text encoder of type &apos;{model_type}&apos; is not one Headroom counts; left out.</source>
        <translation>Текстовый кодировщик типа «{model_type}» Headroom не считает; пропущен.</translation>
    </message>
    <message>
        <source>Only {present} of {listed} parts of this split GGUF are here; counted: this part only.</source>
        <translation>Здесь только {present} из {listed} частей этого разделённого GGUF; учтена только эта часть.</translation>
    </message>
</context>
<context>
    <name>ModelManual</name>
    <message>
        <source>&amp;Layers:</source>
        <translation>Число &amp;слоёв:</translation>
    </message>
    <message>
        <source>Number of transformer layers (num_hidden_layers in config.json).</source>
        <translation>Число слоёв трансформера (num_hidden_layers в config.json).</translation>
    </message>
    <message>
        <source>Hi&amp;dden size:</source>
        <translation>Скрытая &amp;размерность:</translation>
    </message>
    <message>
        <source>Width of the model (hidden_size in config.json).</source>
        <translation>Ширина модели (hidden_size в config.json).</translation>
    </message>
    <message>
        <source>MLP width:</source>
        <translation>Ширина MLP:</translation>
    </message>
    <message>
        <source>Width of the feed-forward layers (intermediate_size).</source>
        <translation>Ширина полносвязных (feed-forward) слоёв (intermediate_size).</translation>
    </message>
    <message>
        <source>Attention h&amp;eads:</source>
        <translation>&amp;Головы внимания:</translation>
    </message>
    <message>
        <source>num_attention_heads in config.json.</source>
        <translation>num_attention_heads в config.json.</translation>
    </message>
    <message>
        <source>&amp;Key/value heads:</source>
        <translation>Головы &amp;ключей/значений:</translation>
    </message>
    <message>
        <source>num_key_value_heads: fewer KV heads means a smaller conversation memory (KV cache).</source>
        <translation>num_key_value_heads: чем меньше KV-голов, тем меньше память диалога (KV-кэш).</translation>
    </message>
    <message>
        <source>Head si&amp;ze:</source>
        <translation>Ра&amp;змер головы:</translation>
    </message>
    <message>
        <source>Width of one attention head; usually hidden size ÷ heads.</source>
        <translation>Ширина одной головы внимания; обычно скрытая размерность ÷ число голов.</translation>
    </message>
    <message>
        <source>Voc&amp;abulary:</source>
        <translation>Сл&amp;оварь:</translation>
    </message>
    <message>
        <source>Number of distinct tokens the model knows (vocab_size).</source>
        <translation>Число различных токенов, которые знает модель (vocab_size).</translation>
    </message>
    <message>
        <source>Longest conte&amp;xt:</source>
        <translation>&amp;Максимальный контекст:</translation>
    </message>
    <message>
        <source>The most tokens (input + output) the model handles at once (max_position_embeddings).</source>
        <translation>Наибольшее число токенов (вход + выход), которое модель обрабатывает за раз (max_position_embeddings).</translation>
    </message>
</context>
<context>
    <name>ModelPage</name>
    <message>
        <source>Model catalog</source>
        <translation>Каталог моделей</translation>
    </message>
    <message>
        <source>Model files on this computer</source>
        <translation>Файлы модели на этом компьютере</translation>
    </message>
    <message>
        <source>Version and rights</source>
        <translation>Версия и права</translation>
    </message>
    <message>
        <source>&amp;Revision:</source>
        <translation>&amp;Версия:</translation>
    </message>
    <message>
        <source>The exact version of the weights that will run (a Hugging Face commit or release tag). Recorded in the quote request.</source>
        <translation>Точная версия весов, которая будет запущена (коммит или тег релиза на Hugging Face). Указывается в запросе коммерческого предложения.</translation>
    </message>
    <message>
        <source>e.g. main, v1.0 or a commit id</source>
        <translation>например, main, v1.0 или ID коммита</translation>
    </message>
    <message>
        <source>&amp;Usage rights:</source>
        <translation>Права на &amp;использование:</translation>
    </message>
    <message>
        <source>The license or agreement under which you may use the model commercially. Check it before buying hardware.</source>
        <translation>Лицензия или соглашение, на основании которого вы можете использовать модель в коммерческих целях. Проверьте их до покупки оборудования.</translation>
    </message>
    <message>
        <source>not given yet</source>
        <translation>пока не указано</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Which AI model will run? Pick it from the catalog, read it from downloaded files, or type its size.</source>
        <translation>Какая модель ИИ будет работать? Выберите её в каталоге, прочитайте из скачанных файлов или введите её размер.</translation>
    </message>
    <message>
        <source>Where does the model come from?</source>
        <translation>Откуда берётся модель?</translation>
    </message>
    <message>
        <source>From the &amp;catalog of common models</source>
        <translation>Из ка&amp;талога распространённых моделей</translation>
    </message>
    <message>
        <source>From f&amp;iles on this computer (config.json, model folder, GGUF)</source>
        <translation>Из &amp;файлов на этом компьютере (config.json, папка модели, GGUF)</translation>
    </message>
    <message>
        <source>&amp;Type in its size (and shape, if known)</source>
        <translation>&amp;Указать размер (и архитектуру, если известна)</translation>
    </message>
    <message>
        <source>&lt;i&gt;No usable model yet — see the marked fields.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Пока нет подходящей модели — см. отмеченные поля.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>{count} parameters</source>
        <translation>{count} параметров</translation>
    </message>
    <message>
        <source>released in {format}</source>
        <translation>выпущена в формате {format}</translation>
    </message>
    <message>
        <source>up to {tokens} tokens of context</source>
        <translation>максимальный контекст в токенах: {tokens}</translation>
    </message>
    <message>
        <source>Using &lt;b&gt;{name}&lt;/b&gt;: {facts}.</source>
        <translation>Используется &lt;b&gt;{name}&lt;/b&gt;: {facts}.</translation>
    </message>
    <message>
        <source>The model&apos;s published license is {license}; state the rights you hold.</source>
        <translation>Опубликованная лицензия модели: {license}; укажите права, которыми вы располагаете.</translation>
    </message>
    <message>
        <source>For example Apache-2.0, or your agreement.</source>
        <translation>Например, Apache-2.0 или ваш договор.</translation>
    </message>
</context>
<context>
    <name>OperationsPage</name>
    <message>
        <source>Running it</source>
        <translation>Эксплуатация</translation>
    </message>
    <message>
        <source>&amp;Data sensitivity:</source>
        <translation>&amp;Конфиденциальность данных:</translation>
    </message>
    <message>
        <source>What kind of data the model sees and where it may be processed, e.g. personal data that must stay in the EU.</source>
        <translation>Какие данные видит модель и где их можно обрабатывать, например персональные данные, которые должны оставаться в ЕС.</translation>
    </message>
    <message>
        <source>e.g. Customer tickets with personal data; EU only</source>
        <translation>например, обращения клиентов с персональными данными; только ЕС</translation>
    </message>
    <message>
        <source>Stora&amp;ge:</source>
        <translation>&amp;Хранилище:</translation>
    </message>
    <message>
        <source>Disk space for models, logs, datasets and checkpoints.</source>
        <translation>Дисковое пространство для моделей, журналов, датасетов и чекпоинтов.</translation>
    </message>
    <message>
        <source>e.g. 2 TB NVMe for models and logs</source>
        <translation>например, 2 TB NVMe для моделей и журналов</translation>
    </message>
    <message>
        <source>System &amp;RAM:</source>
        <translation>&amp;ОЗУ сервера:</translation>
    </message>
    <message>
        <source>Any need for the server&apos;s main memory (not GPU memory).</source>
        <translation>Требования к основной памяти сервера (не к памяти GPU), если есть.</translation>
    </message>
    <message>
        <source>e.g. at least as much as the GPU memory</source>
        <translation>например, не меньше, чем памяти GPU</translation>
    </message>
    <message>
        <source>&amp;Management:</source>
        <translation>&amp;Администрирование:</translation>
    </message>
    <message>
        <source>Who looks after the operating system, drivers, monitoring and updates.</source>
        <translation>Кто отвечает за операционную систему, драйверы, мониторинг и обновления.</translation>
    </message>
    <message>
        <source>e.g. provider manages OS and drivers</source>
        <translation>например, ОС и драйверы администрирует поставщик</translation>
    </message>
    <message>
        <source>Bac&amp;kup:</source>
        <translation>&amp;Резервное копирование:</translation>
    </message>
    <message>
        <source>What must be backed up, how often, and where.</source>
        <translation>Что нужно резервировать, как часто и куда.</translation>
    </message>
    <message>
        <source>e.g. weekly configuration backup</source>
        <translation>например, еженедельная резервная копия конфигурации</translation>
    </message>
    <message>
        <source>&amp;Placement:</source>
        <translation>Раз&amp;мещение:</translation>
    </message>
    <message>
        <source>On premises, colocation, or the provider&apos;s cloud; which country.</source>
        <translation>На своей площадке, в колокейшене или в облаке поставщика; в какой стране.</translation>
    </message>
    <message>
        <source>e.g. provider data centre in Germany</source>
        <translation>например, дата-центр поставщика в Германии</translation>
    </message>
    <message>
        <source>&amp;Isolation:</source>
        <translation>&amp;Изоляция:</translation>
    </message>
    <message>
        <source>May GPUs or the server be shared with other customers?</source>
        <translation>Можно ли делить GPU или сервер с другими клиентами?</translation>
    </message>
    <message>
        <source>e.g. dedicated server, no shared GPUs</source>
        <translation>например, выделенный сервер, без общих GPU</translation>
    </message>
    <message>
        <source>&amp;Timeline:</source>
        <translation>&amp;Сроки:</translation>
    </message>
    <message>
        <source>When the server is needed, and for how long.</source>
        <translation>Когда нужен сервер и на какой срок.</translation>
    </message>
    <message>
        <source>e.g. from March, 12 months</source>
        <translation>например, с марта, на 12 месяцев</translation>
    </message>
    <message>
        <source>Pilot test</source>
        <translation>Пилотное тестирование</translation>
    </message>
    <message>
        <source>Pi&amp;lot status:</source>
        <translation>Статус &amp;пилота:</translation>
    </message>
    <message>
        <source>A pilot runs the real model on a rented or borrowed GPU for a few days to confirm the estimate before buying.</source>
        <translation>В ходе пилота реальная модель несколько дней работает на арендованном или предоставленном на время GPU, чтобы подтвердить оценку до покупки.</translation>
    </message>
    <message>
        <source>no pilot yet</source>
        <translation>пилота ещё не было</translation>
    </message>
    <message>
        <source>pilot planned</source>
        <translation>пилот запланирован</translation>
    </message>
    <message>
        <source>pilot done</source>
        <translation>пилот проведён</translation>
    </message>
    <message>
        <source>Pilot n&amp;otes:</source>
        <translation>&amp;Заметки о пилоте:</translation>
    </message>
    <message>
        <source>What was or will be tested, where, and what it showed.</source>
        <translation>Что тестировалось или будет тестироваться, где и что показало.</translation>
    </message>
    <message>
        <source>e.g. two-week trial on a rented 2× H100 server</source>
        <translation>например, двухнедельный тест на арендованном сервере 2× H100</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Эксплуатация</translation>
    </message>
    <message>
        <source>What the provider needs besides GPUs. Plain words are fine; leave empty what does not matter.</source>
        <translation>Что нужно поставщику помимо GPU. Можно писать простыми словами; оставьте пустым то, что не важно.</translation>
    </message>
    <message>
        <source>No pilot test exists yet: every figure here is an estimate. A short pilot on the real model confirms memory and speed before you buy.</source>
        <translation>Пилотного тестирования ещё не было: все значения здесь — оценки. Короткий пилот на реальной модели подтвердит расход памяти и скорость до покупки.</translation>
    </message>
    <message>
        <source>A pilot is planned: compare its measurements with these estimates before ordering.</source>
        <translation>Пилот запланирован: до заказа сравните его измерения с этими оценками.</translation>
    </message>
    <message>
        <source>A pilot was done: its measurements outrank these estimates.</source>
        <translation>Пилот проведён: его измерения важнее этих оценок.</translation>
    </message>
</context>
<context>
    <name>Pilot</name>
    <message>
        <source>These results ({tool}) were made with the plan of another workload (&apos;{workload}&apos;, fingerprint {found}; this one is {expected}). They are not compared.</source>
        <translation>Эти результаты ({tool}) получены по плану другой нагрузки («{workload}», отпечаток {found}; у текущей — {expected}). Они не сравниваются.</translation>
    </message>
    <message>
        <source>Import the results of this workload&apos;s own pilot, or open the workload the pilot was made for.</source>
        <translation>Импортируйте результаты пилота именно этой нагрузки или откройте нагрузку, для которой был подготовлен пилот.</translation>
    </message>
    <message>
        <source>These results ({tool}) are for the model &apos;{found}&apos;, not &apos;{expected}&apos;. They are not compared.</source>
        <translation>Эти результаты ({tool}) относятся к модели «{found}», а не «{expected}». Они не сравниваются.</translation>
    </message>
    <message>
        <source>Run the pilot with this workload&apos;s model, or open the workload of the model that was measured.</source>
        <translation>Проведите пилот с моделью этой нагрузки или откройте нагрузку той модели, которая была измерена.</translation>
    </message>
    <message>
        <source>The measured model has {measured} parameters; this workload&apos;s has {expected}. It is another model, so the results are not compared.</source>
        <translation>Число параметров измеренной модели — {measured}, модели этой нагрузки — {expected}. Это другая модель, поэтому результаты не сравниваются.</translation>
    </message>
    <message>
        <source>Give pilot_memory.py the config.json of this workload&apos;s model (same revision).</source>
        <translation>Передайте pilot_memory.py файл config.json модели этой нагрузки (той же ревизии).</translation>
    </message>
    <message>
        <source>The plan is this workload&apos;s, but the server was asked for &apos;{found}&apos; rather than &apos;{expected}&apos;.</source>
        <translation>План относится к этой нагрузке, но у сервера запрашивалась модель «{found}», а не «{expected}».</translation>
    </message>
    <message>
        <source>Check that the server ran this workload&apos;s model; if it did, the name is only an alias.</source>
        <translation>Убедитесь, что на сервере работала модель этой нагрузки; если да, это имя — просто псевдоним.</translation>
    </message>
    <message>
        <source>These results ({tool}) were made without the kit&apos;s plan.json, so they cannot be tied to this workload for certain; the model name &apos;{model}&apos; matches.</source>
        <translation>Эти результаты ({tool}) получены без plan.json из комплекта, поэтому их нельзя с уверенностью привязать к этой нагрузке; имя модели «{model}» совпадает.</translation>
    </message>
    <message>
        <source>Run the scripts with --plan plan.json from `headroom pilot kit`.</source>
        <translation>Запускайте скрипты с --plan plan.json из `headroom pilot kit`.</translation>
    </message>
    <message>
        <source>The {tool} results are incomplete (stopped after {runs:runs}).</source>
        <translation>Результаты {tool} неполные (выполнено: {runs:runs}).</translation>
    </message>
    <message>
        <source>Run the pilot to the end; the criteria are judged on the runs that are there.</source>
        <translation>Проведите пилот до конца; критерии оцениваются по имеющимся прогонам.</translation>
    </message>
    <message>
        <source>No GPU memory was sampled during the load test (nvidia-smi was not on the host that ran pilot_serve.py).</source>
        <translation>Во время нагрузочного теста память GPU не замерялась (на хосте, где запускался pilot_serve.py, не было nvidia-smi).</translation>
    </message>
    <message>
        <source>Run pilot_serve.py on the GPU server itself, or record the peak memory from nvidia-smi by hand.</source>
        <translation>Запустите pilot_serve.py на самом GPU-сервере или запишите пиковую память по nvidia-smi вручную.</translation>
    </message>
    <message>
        <source>{runtime} reserves about {share} of each GPU at start: nvidia-smi shows that reservation, not the memory the work needs.</source>
        <translation>{runtime} при запуске резервирует около {share} памяти каждого GPU: nvidia-smi показывает этот резерв, а не память, которая нужна для работы.</translation>
    </message>
    <message>
        <source>Judge memory by errors and preemptions at each concurrency, and by pilot_memory.py&apos;s components.</source>
        <translation>Оценивайте память по ошибкам и вытеснениям (preemption) на каждом уровне параллельных запросов, а также по компонентам из pilot_memory.py.</translation>
    </message>
    <message>
        <source>Measured peak GPU memory {measured_bytes} is above the high estimate {high_bytes}.</source>
        <translation>Измеренная пиковая память GPU {measured_bytes} выше верхней оценки {high_bytes}.</translation>
    </message>
    <message>
        <source>Leave more headroom than the estimate suggests, or check what else ran on the GPU.</source>
        <translation>Оставьте больший запас памяти, чем предполагает оценка, или проверьте, что ещё работало на GPU.</translation>
    </message>
    <message>
        <source>The memory run {run} ran out of GPU memory.</source>
        <translation>В прогоне измерения памяти {run} не хватило памяти GPU.</translation>
    </message>
    <message>
        <source>Keep the result, change one factor (e.g. the micro-batch), repeat the same work, and find the boundary.</source>
        <translation>Сохраните результат, измените один фактор (например, микробатч), повторите ту же работу и найдите границу.</translation>
    </message>
    <message>
        <source>The memory run {run} failed before it finished.</source>
        <translation>Прогон измерения памяти {run} завершился ошибкой, не дойдя до конца.</translation>
    </message>
    <message>
        <source>See the error in its results file; fix it and repeat the same run.</source>
        <translation>Посмотрите ошибку в его файле результатов; устраните её и повторите тот же прогон.</translation>
    </message>
    <message>
        <source>The memory run {run} ran on the CPU: parameter counts and tensor sizes only, no GPU memory.</source>
        <translation>Прогон измерения памяти {run} выполнялся на CPU: только число параметров и размеры тензоров, без памяти GPU.</translation>
    </message>
    <message>
        <source>Run pilot_memory.py on the GPU (--device cuda) to measure memory.</source>
        <translation>Чтобы измерить память, запустите pilot_memory.py на GPU (--device cuda).</translation>
    </message>
    <message>
        <source>The memory run {run} used another batch or length than the workload: its components are shown without an estimate.</source>
        <translation>В прогоне измерения памяти {run} батч или длина отличались от нагрузки: его компоненты показаны без оценки.</translation>
    </message>
    <message>
        <source>{metric}: measured {measured}, outside the estimate&apos;s range (bound {bound}).</source>
        <translation>{metric}: измерено {measured}, вне диапазона оценки (граница {bound}).</translation>
    </message>
    <message>
        <source>The measurement decides; check the server&apos;s settings (precision, batch, parallelism) against the plan.</source>
        <translation>Решает измерение; сверьте настройки сервера (точность, батч, параллелизм) с планом.</translation>
    </message>
    <message>
        <source>The criteria held only up to {boundary} concurrent requests; {requested} were required.</source>
        <translation>Критерии выполнялись только до {boundary} параллельных запросов; требовалось {requested}.</translation>
    </message>
    <message>
        <source>Change one factor (a larger GPU, a smaller precision, fewer requests at once) and repeat the same runs.</source>
        <translation>Измените один фактор (более крупный GPU, более низкая точность, меньше одновременных запросов) и повторите те же прогоны.</translation>
    </message>
    <message>
        <source>Answers were cut off before they were complete (no finish_reason, or far shorter than asked) in {runs}: {answers} in all. They count as failures.</source>
        <translation>Ответы были оборваны до завершения (без finish_reason или намного короче запрошенного) в {runs}: всего {answers}. Они считаются сбоями.</translation>
    </message>
    <message>
        <source>Check the server&apos;s settings: some servers stop a running answer when a new request arrives (llama-cpp-python&apos;s interrupt_requests), or the context is too small for the input and the output.</source>
        <translation>Проверьте настройки сервера: некоторые серверы прерывают текущий ответ, когда приходит новый запрос (interrupt_requests в llama-cpp-python), или контекст слишком мал для входа и выхода.</translation>
    </message>
    <message>
        <source>Fewer requests were in flight than planned in {runs}: at most {reached} instead of {planned}. Concurrency is judged on what was reached.</source>
        <translation>В {runs} одновременно выполнялось меньше запросов, чем планировалось: не более {reached} вместо {planned}. Параллельность оценивается по достигнутой.</translation>
    </message>
    <message>
        <source>Run the plan without --max-requests, or with at least as many requests as each run&apos;s concurrency.</source>
        <translation>Запустите план без --max-requests или хотя бы с таким числом запросов, как параллельность каждого прогона.</translation>
    </message>
    <message>
        <source>These results come from an older pilot_serve.py that did not record the concurrency reached: each run is taken at no more than its number of requests.</source>
        <translation>Эти результаты получены старой версией pilot_serve.py, которая не записывала достигнутую параллельность: для каждого прогона она принимается не больше числа его запросов.</translation>
    </message>
    <message>
        <source>Run the kit&apos;s current pilot_serve.py to measure the concurrency reached.</source>
        <translation>Запустите текущий pilot_serve.py из набора, чтобы измерить достигнутую параллельность.</translation>
    </message>
    <message>
        <source>The server reported no token counts and offers no tokenize endpoint: prompt lengths were assumed at 1 token per word, so the input lengths are uncertain.</source>
        <translation>Сервер не сообщил число токенов и не предоставляет endpoint токенизации: длина запросов принята из расчёта 1 токен на слово, поэтому длины входа неточны.</translation>
    </message>
    <message>
        <source>Use a server that reports usage or offers /tokenize, or check the prompt lengths in the server&apos;s log.</source>
        <translation>Используйте сервер, который сообщает usage или предоставляет /tokenize, или проверьте длины запросов в журнале сервера.</translation>
    </message>
    <message>
        <source>Output tokens in {runs} were estimated from stream chunks, not counted by the server: the rates are uncertain.</source>
        <translation>Выходные токены в {runs} оценены по фрагментам потока, а не подсчитаны сервером: скорости неточны.</translation>
    </message>
    <message>
        <source>Use a server that reports usage in the stream or offers /tokenize.</source>
        <translation>Используйте сервер, который сообщает usage в потоке или предоставляет /tokenize.</translation>
    </message>
    <message>
        <source>Answers in {runs} arrived in a burst ({answers} in all), faster than a GPU can decode: that is no decode rate, so it is left out.</source>
        <translation>Ответы в {runs} пришли пачкой (всего {answers}), быстрее, чем GPU может декодировать: это не скорость декодирования, поэтому она не учитывается.</translation>
    </message>
    <message>
        <source>Check for a proxy or a server setting that buffers the stream, then repeat the run.</source>
        <translation>Проверьте, нет ли прокси или настройки сервера, буферизующих поток, затем повторите прогон.</translation>
    </message>
    <message>
        <source>{metric} in {run}: measured {measured}, more than any GPU can decode for this model one token at a time ({bound}). The text arrived in bursts, or the server decodes speculatively; the rate is not used.</source>
        <translation>{metric} в {run}: измерено {measured}, больше, чем любой GPU может декодировать для этой модели по одному токену ({bound}). Текст пришёл пачками или сервер декодирует спекулятивно; эта скорость не используется.</translation>
    </message>
    <message>
        <source>Check for a proxy or a server that buffers the stream, and that the server ran the planned model.</source>
        <translation>Проверьте, нет ли прокси или сервера, буферизующих поток, и что сервер запускал запланированную модель.</translation>
    </message>
    <message>
        <source>The server ignored the request fields {parameters}: token counts were taken from the server otherwise, and answers may be shorter than planned.</source>
        <translation>Сервер проигнорировал поля запроса {parameters}: число токенов получено от сервера другим способом, а ответы могут быть короче запланированных.</translation>
    </message>
    <message>
        <source>Check by hand: {text}</source>
        <translation>Проверьте вручную: {text}</translation>
    </message>
    <message>
        <source>Judge the answers on representative data you are allowed to process.</source>
        <translation>Оценивайте ответы на репрезентативных данных, которые вам разрешено обрабатывать.</translation>
    </message>
    <message>
        <source>No long input was given: the long case is {multiple} × the typical input ({tokens} tokens).</source>
        <translation>Длинный вход не задан: длинный случай — это {multiple} × типичный вход ({tokens} токенов).</translation>
    </message>
    <message>
        <source>The long input is capped at {tokens} tokens to stay within the model&apos;s context of {max_context}.</source>
        <translation>Длинный вход ограничен {tokens} токенами, чтобы не выйти за контекст модели ({max_context}).</translation>
    </message>
    <message>
        <source>pilot_memory.py has no {asked}; it measures with {used}, which holds at least as much state.</source>
        <translation>В pilot_memory.py нет {asked}; измерение выполняется с {used}, где состояние занимает не меньше памяти.</translation>
    </message>
    <message>
        <source>pilot_memory.py puts LoRA on all linear layers, not only on {asked}: its adapters are larger than planned.</source>
        <translation>pilot_memory.py применяет LoRA ко всем линейным слоям, а не только к {asked}: его адаптеры больше запланированных.</translation>
    </message>
    <message>
        <source>pilot_memory.py trains in 16-bit without fp32 master weights: its optimizer states are smaller than the mixed-precision estimate.</source>
        <translation>pilot_memory.py обучает в 16 битах без мастер-весов fp32: его состояния оптимизатора меньше, чем в оценке для смешанной точности.</translation>
    </message>
    <message>
        <source>pilot_memory.py builds 16-bit weights only, so it cannot measure {format}; the load test&apos;s GPU memory samples stand in.</source>
        <translation>pilot_memory.py создаёт только 16-битные веса, поэтому не может измерить {format}; вместо этого используются замеры памяти GPU из нагрузочного теста.</translation>
    </message>
    <message>
        <source>pilot_memory.py uses one GPU; the work is split over {gpus}, so compare its figures with a one-GPU estimate.</source>
        <translation>pilot_memory.py использует один GPU; работа распределена на {gpus}, поэтому сравнивайте его показатели с оценкой для одного GPU.</translation>
    </message>
    <message>
        <source>On {server} the estimate fits at most {concurrency} concurrent sequences in memory: that level is tested too.</source>
        <translation>Для {server} по оценке в памяти помещается не более {concurrency} параллельных последовательностей: этот уровень тоже проверяется.</translation>
    </message>
    <message>
        <source>On {server} the estimate fits a micro-batch of at most {concurrency} in memory: that micro-batch is measured too.</source>
        <translation>Для {server} по оценке в памяти помещается микробатч не более {concurrency}: этот микробатч тоже измеряется.</translation>
    </message>
    <message>
        <source>Speculative decoding ({method}, {num_tokens} tokens per step): the estimate assumes each proposed token is accepted with probability {assumed}. Read the real rate during the load test (vLLM /metrics: vllm:spec_decode_num_accepted_tokens ÷ vllm:spec_decode_num_draft_tokens; SGLang logs the accept length) and enter it as speculative.acceptance_rate.</source>
        <translation>Спекулятивное декодирование ({method}, {num_tokens} токенов за шаг): оценка предполагает, что каждый предложенный токен принимается с вероятностью {assumed}. Снимите реальную долю во время нагрузочного теста (vLLM /metrics: vllm:spec_decode_num_accepted_tokens ÷ vllm:spec_decode_num_draft_tokens; SGLang пишет длину принятия в журнал) и впишите её в speculative.acceptance_rate.</translation>
    </message>
    <message>
        <source>An encoder model generates no tokens: the load test measures completions and does not apply.</source>
        <translation>Модель-энкодер не генерирует токены: нагрузочный тест измеряет генерацию ответов (completions) и здесь неприменим.</translation>
    </message>
    <message>
        <source>Planned concurrency is capped at {concurrency}.</source>
        <translation>Запланированное число параллельных запросов ограничено значением {concurrency}.</translation>
    </message>
    <message>
        <source>Exact model revision (commit or version)</source>
        <translation>Точная ревизия модели (коммит или версия)</translation>
    </message>
    <message>
        <source>Runtime version (vLLM, SGLang, TGI, llama.cpp, Ollama ...)</source>
        <translation>Версия среды выполнения (vLLM, SGLang, TGI, llama.cpp, Ollama ...)</translation>
    </message>
    <message>
        <source>Framework versions (PyTorch, transformers, peft, CUDA)</source>
        <translation>Версии фреймворков (PyTorch, transformers, peft, CUDA)</translation>
    </message>
    <message>
        <source>GPU driver version</source>
        <translation>Версия драйвера GPU</translation>
    </message>
    <message>
        <source>GPU model and count</source>
        <translation>Модель и количество GPU</translation>
    </message>
    <message>
        <source>Precision of weights and KV cache as launched</source>
        <translation>Точность весов и KV-кэша при запуске</translation>
    </message>
    <message>
        <source>The exact launch command and its parameters</source>
        <translation>Точная команда запуска и её параметры</translation>
    </message>
    <message>
        <source>First start: time from launch to the first answer (download, loading) — apart</source>
        <translation>Первый запуск: время от старта до первого ответа (скачивание, загрузка) — отдельно</translation>
    </message>
    <message>
        <source>Warm-up requests, kept apart from the measured ones</source>
        <translation>Запросы прогрева — отдельно от измеряемых</translation>
    </message>
    <message>
        <source>Peak GPU memory</source>
        <translation>Пиковая память GPU</translation>
    </message>
    <message>
        <source>Errors, timeouts and out-of-memory events</source>
        <translation>Ошибки, тайм-ауты и случаи нехватки памяти (OOM)</translation>
    </message>
    <message>
        <source>Time to first token (p50, p95)</source>
        <translation>Время до первого токена (p50, p95)</translation>
    </message>
    <message>
        <source>Tokens/s per request and in aggregate</source>
        <translation>Токенов/с на запрос и суммарно</translation>
    </message>
    <message>
        <source>Time per training step</source>
        <translation>Время одного шага обучения</translation>
    </message>
    <message>
        <source>Training tokens/s at the planned shape</source>
        <translation>Токены/с обучения при запланированной форме</translation>
    </message>
    <message>
        <source>Which data was used (representative, and allowed to be processed)</source>
        <translation>Какие данные использовались (репрезентативные и разрешённые к обработке)</translation>
    </message>
    <message>
        <source>recorded by pilot_serve.py</source>
        <translation>записывает pilot_serve.py</translation>
    </message>
    <message>
        <source>recorded by pilot_memory.py</source>
        <translation>записывает pilot_memory.py</translation>
    </message>
    <message>
        <source>recorded by the scripts</source>
        <translation>записывают скрипты</translation>
    </message>
    <message>
        <source>write it down</source>
        <translation>запишите вручную</translation>
    </message>
    <message>
        <source>No errors or timeouts at up to {concurrency} concurrent requests</source>
        <translation>Нет ошибок и тайм-аутов при числе параллельных запросов до {concurrency}</translation>
    </message>
    <message>
        <source>Time to first token, p95, at most {target_s} (typical input)</source>
        <translation>Время до первого токена, p95, не более {target_s} (типичный вход)</translation>
    </message>
    <message>
        <source>Tokens/s per user, median, at least {target}</source>
        <translation>Токенов/с на пользователя, медиана, не менее {target}</translation>
    </message>
    <message>
        <source>Aggregate tokens/s at {concurrency} concurrent, at least {target}</source>
        <translation>Суммарно токенов/с при {concurrency} параллельных запросах, не менее {target}</translation>
    </message>
    <message>
        <source>Quality (judged by hand): {text}</source>
        <translation>Качество (оценивается вручную): {text}</translation>
    </message>
    <message>
        <source>Time for the whole dataset at the speed run&apos;s tokens/s, at most {target_h} h</source>
        <translation>Время на весь датасет при токенах/с прогона скорости, не более {target_h} ч</translation>
    </message>
    <message>
        <source>Time for the whole dataset at the speed run&apos;s tokens/s (no target: reported)</source>
        <translation>Время на весь датасет при токенах/с прогона скорости (цели нет: только сообщается)</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>выполнен</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>не выполнен</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>не измерено</translation>
    </message>
    <message>
        <source>check by hand</source>
        <translation>проверить вручную</translation>
    </message>
    <message>
        <source>reported</source>
        <translation>сообщается</translation>
    </message>
    <message>
        <source>Accepted: every must-have criterion holds</source>
        <translation>Принято: все обязательные критерии выполнены</translation>
    </message>
    <message>
        <source>Not accepted: a must-have criterion failed</source>
        <translation>Не принято: обязательный критерий не выполнен</translation>
    </message>
    <message>
        <source>Incomplete: some criteria were not measured</source>
        <translation>Не завершено: часть критериев не измерена</translation>
    </message>
    <message>
        <source>Measured (no measurable criteria)</source>
        <translation>Измерено (нет измеримых критериев)</translation>
    </message>
    <message>
        <source>Not compared: the results are from another model or workload</source>
        <translation>Не сравнивается: результаты относятся к другой модели или нагрузке</translation>
    </message>
    <message>
        <source>No measurements in the results</source>
        <translation>В результатах нет измерений</translation>
    </message>
    <message>
        <source>within the estimate</source>
        <translation>в пределах оценки</translation>
    </message>
    <message>
        <source>below the estimate</source>
        <translation>ниже оценки</translation>
    </message>
    <message>
        <source>above the estimate</source>
        <translation>выше оценки</translation>
    </message>
    <message>
        <source>no estimate</source>
        <translation>нет оценки</translation>
    </message>
    <message>
        <source>Peak GPU memory (nvidia-smi, per GPU)</source>
        <translation>Пиковая память GPU (nvidia-smi, на GPU)</translation>
    </message>
    <message>
        <source>Peak PyTorch reserved memory</source>
        <translation>Пиковая зарезервированная память PyTorch</translation>
    </message>
    <message>
        <source>Time to first token, typical input</source>
        <translation>Время до первого токена, типичный вход</translation>
    </message>
    <message>
        <source>Time to first token, long input</source>
        <translation>Время до первого токена, длинный вход</translation>
    </message>
    <message>
        <source>Tokens/s per user</source>
        <translation>Токенов/с на пользователя</translation>
    </message>
    <message>
        <source>Aggregate tokens/s</source>
        <translation>Суммарно токенов/с</translation>
    </message>
    <message>
        <source>warm-up (not measured)</source>
        <translation>прогрев (не измеряется)</translation>
    </message>
    <message>
        <source>single request</source>
        <translation>одиночный запрос</translation>
    </message>
    <message>
        <source>the requested concurrency</source>
        <translation>требуемое число параллельных запросов</translation>
    </message>
    <message>
        <source>past the requested concurrency</source>
        <translation>сверх требуемого числа параллельных запросов</translation>
    </message>
    <message>
        <source>the estimated memory boundary</source>
        <translation>граница памяти по оценке</translation>
    </message>
    <message>
        <source>the planned settings</source>
        <translation>запланированные настройки</translation>
    </message>
    <message>
        <source>the long input</source>
        <translation>длинный вход</translation>
    </message>
    <message>
        <source>one step up: micro-batch</source>
        <translation>на шаг выше: микробатч</translation>
    </message>
    <message>
        <source>one step up: sequence length</source>
        <translation>на шаг выше: длина последовательности</translation>
    </message>
    <message>
        <source>speed: a few hundred steps, timed</source>
        <translation>скорость: несколько сотен шагов с замером времени</translation>
    </message>
    <message>
        <source>Keep the failed run&apos;s results and its exact command; do not change everything at once.</source>
        <translation>Сохраните результаты неудачного прогона и его точную команду; не меняйте всё сразу.</translation>
    </message>
    <message>
        <source>Change one factor, the first that applies: {factors}.</source>
        <translation>Измените один фактор — первый применимый из списка: {factors}.</translation>
    </message>
    <message>
        <source>Repeat the same work: the same plan, inputs and number of requests.</source>
        <translation>Повторите ту же работу: тот же план, те же входные данные и то же число запросов.</translation>
    </message>
    <message>
        <source>Step between the last run that held and the first that failed until the boundary where the acceptance criteria stop holding is known.</source>
        <translation>Подбирайте значения между последним успешным прогоном и первым неудачным, пока не будет найдена граница, за которой критерии приёмки перестают выполняться.</translation>
    </message>
    <message>
        <source>Record both: the setting that works and the boundary past which it does not.</source>
        <translation>Запишите и то, и другое: рабочую настройку и границу, за которой она перестаёт работать.</translation>
    </message>
    <message>
        <source>fewer concurrent requests</source>
        <translation>меньше параллельных запросов</translation>
    </message>
    <message>
        <source>a shorter context</source>
        <translation>более короткий контекст</translation>
    </message>
    <message>
        <source>a smaller KV-cache precision</source>
        <translation>более низкая точность KV-кэша</translation>
    </message>
    <message>
        <source>the runtime&apos;s GPU memory share</source>
        <translation>доля памяти GPU для среды выполнения</translation>
    </message>
    <message>
        <source>a smaller weight precision</source>
        <translation>более низкая точность весов</translation>
    </message>
    <message>
        <source>more GPUs per model</source>
        <translation>больше GPU на модель</translation>
    </message>
    <message>
        <source>a smaller micro-batch (more gradient accumulation)</source>
        <translation>меньший микробатч (больше шагов накопления градиента)</translation>
    </message>
    <message>
        <source>gradient checkpointing on</source>
        <translation>включённый gradient checkpointing</translation>
    </message>
    <message>
        <source>a shorter sequence length</source>
        <translation>меньшая длина последовательности</translation>
    </message>
    <message>
        <source>an 8-bit optimizer</source>
        <translation>8-битный оптимизатор</translation>
    </message>
    <message>
        <source>a smaller LoRA rank</source>
        <translation>меньший ранг LoRA</translation>
    </message>
    <message>
        <source>ZeRO / FSDP sharding</source>
        <translation>шардирование ZeRO / FSDP</translation>
    </message>
    <message>
        <source>{hours} h</source>
        <translation>{hours} ч</translation>
    </message>
</context>
<context>
    <name>PilotFiles</name>
    <message>
        <source>The work does not run there</source>
        <translation>Задача там не запускается</translation>
    </message>
    <message>
        <source>On {server} the work as specified does not fit or misses a must-have. Write a pilot kit for it anyway?</source>
        <translation>На {server} задача в заданном виде не помещается или не выполняет обязательное требование. Всё равно записать для него пилотный набор?</translation>
    </message>
    <message>
        <source>Folder for the pilot kit</source>
        <translation>Папка для комплекта пилота</translation>
    </message>
    <message>
        <source>Folder not empty</source>
        <translation>Папка не пуста</translation>
    </message>
    <message>
        <source>{folder} already holds files. Write the kit into it anyway? Files of the kit&apos;s names are replaced; other files are kept.</source>
        <translation>В {folder} уже есть файлы. Всё равно записать в неё комплект? Файлы с такими же именами, как в комплекте, будут заменены; остальные файлы сохранятся.</translation>
    </message>
    <message>
        <source>{path} is not a folder.</source>
        <translation>{path} не является папкой.</translation>
    </message>
    <message>
        <source>{path} already holds files.</source>
        <translation>В {path} уже есть файлы.</translation>
    </message>
    <message>
        <source>Cannot write into {path}: {reason}</source>
        <translation>Не удалось записать в {path}: {reason}</translation>
    </message>
    <message>
        <source>Pilot kit not written</source>
        <translation>Комплект пилота не записан</translation>
    </message>
    <message>
        <source>Wrote the pilot kit to {folder}</source>
        <translation>Комплект пилота записан в {folder}</translation>
    </message>
    <message>
        <source>Pilot kit written</source>
        <translation>Комплект пилота записан</translation>
    </message>
    <message>
        <source>The pilot kit is in {folder} ({n} files).

Next: give this folder to whoever runs the trial server. They follow README.md, run pilot_serve.py (and pilot_memory.py) there, and send back results.json. Then choose Import results… here to hold the measurements against the estimate.</source>
        <translation>Комплект пилота находится в {folder} (файлов: {n}).

Далее: передайте эту папку тому, кто обслуживает тестовый сервер. Он следует инструкциям из README.md, запускает там pilot_serve.py (и pilot_memory.py) и присылает обратно results.json. Затем выберите здесь «Импорт результатов…», чтобы сравнить измерения с оценкой.</translation>
    </message>
    <message>
        <source>Import pilot results</source>
        <translation>Импорт результатов пилота</translation>
    </message>
    <message>
        <source>Pilot results (*.json);;All files (*)</source>
        <translation>Результаты пилота (*.json);;Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>PilotKit</name>
    <message>
        <source>Pilot for “{name}”</source>
        <translation>Пилот для «{name}»</translation>
    </message>
    <message>
        <source>An estimate is a first filter; a pilot on representative data decides. This folder holds a small experiment that checks the estimate for this workload on a real server, and the scripts that measure it. Hand it to whoever runs the trial server, then bring the results back to Headroom.</source>
        <translation>Оценка — лишь первый фильтр; решает пилот на репрезентативных данных. В этой папке — небольшой эксперимент, который проверяет оценку для этой нагрузки на реальном сервере, и скрипты для измерений. Передайте её тому, кто будет запускать тестовый сервер, а затем загрузите результаты обратно в Headroom.</translation>
    </message>
    <message>
        <source>Use data similar to the real data that you are allowed to process (anonymised where needed). The load test sends synthetic prompts of the planned lengths; judge quality separately on representative data.</source>
        <translation>Используйте данные, похожие на реальные и разрешённые к обработке (при необходимости обезличенные). Нагрузочный тест отправляет синтетические промпты запланированной длины; качество оценивайте отдельно на репрезентативных данных.</translation>
    </message>
    <message>
        <source>What is in this folder</source>
        <translation>Что в этой папке</translation>
    </message>
    <message>
        <source>the runs, criteria and rules of this pilot (both scripts read it)</source>
        <translation>прогоны, критерии и правила этого пилота (его читают оба скрипта)</translation>
    </message>
    <message>
        <source>load test of an OpenAI-compatible endpoint; Python 3.8+, standard library only</source>
        <translation>нагрузочный тест OpenAI-совместимого эндпоинта; Python 3.8+, только стандартная библиотека</translation>
    </message>
    <message>
        <source>GPU memory of the model at the planned batch, from its config.json with random weights (PyTorch + transformers; peft for LoRA; bitsandbytes for QLoRA); downloads nothing</source>
        <translation>память GPU, занимаемая моделью при запланированном батче, по её config.json со случайными весами (PyTorch + transformers; peft для LoRA; bitsandbytes для QLoRA); ничего не скачивает</translation>
    </message>
    <message>
        <source>the workload this pilot was made for</source>
        <translation>нагрузка, для которой подготовлен этот пилот</translation>
    </message>
    <message>
        <source>the model&apos;s config.json, for pilot_memory.py</source>
        <translation>config.json модели, для pilot_memory.py</translation>
    </message>
    <message>
        <source>Put the model&apos;s config.json (from the exact revision that will run; no weights are needed) in this folder before running pilot_memory.py.</source>
        <translation>Перед запуском pilot_memory.py положите в эту папку config.json модели (именно той ревизии, которая будет работать; веса не нужны).</translation>
    </message>
    <message>
        <source>The workload</source>
        <translation>Нагрузка</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>Ревизия</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Режим</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>Среда выполнения</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>Фреймворк</translation>
    </message>
    <message>
        <source>the training pilot: memory at the planned shape and one step up, and a speed run of a few hundred steps that times each step (PyTorch + transformers; peft for LoRA; bitsandbytes for QLoRA), from config.json with random weights; downloads nothing</source>
        <translation>пилот обучения: память при запланированной форме и на шаг выше, и прогон скорости из нескольких сотен шагов с замером каждого шага (PyTorch + transformers; peft для LoRA; bitsandbytes для QLoRA), по config.json со случайными весами; ничего не скачивает</translation>
    </message>
    <message>
        <source>On the GPU the training will run on, with the framework versions it will use. pilot_memory.py builds the model from config.json with random weights, trains on random tokens of the planned length and records the peak memory (torch.cuda.max_memory_reserved) and the components it can separate. The speed run times {steps} steps and leaves out the first tenth as warm-up: its step time and tokens/s give the time for the dataset. Without CUDA the script still runs on the CPU, notes that no GPU memory was measured, and its timings say nothing about the GPU.</source>
        <translation>На GPU, на котором будет идти обучение, с теми версиями фреймворков, которые будут использоваться. pilot_memory.py строит модель по config.json со случайными весами, обучает на случайных токенах запланированной длины и записывает пиковую память (torch.cuda.max_memory_reserved) и компоненты, которые может разделить. Прогон скорости замеряет {steps} шагов и отбрасывает первую десятую часть как прогрев: его время шага и токены/с дают время на весь датасет. Без CUDA скрипт всё равно работает на CPU, отмечает, что память GPU не измерена, а его замеры времени ничего не говорят о GPU.</translation>
    </message>
    <message>
        <source>Precision (weights / KV cache)</source>
        <translation>Точность (веса / KV-кэш)</translation>
    </message>
    <message>
        <source>Input / long input / output tokens</source>
        <translation>Токены: вход / длинный вход / выход</translation>
    </message>
    <message>
        <source>Concurrent requests</source>
        <translation>Параллельные запросы</translation>
    </message>
    <message>
        <source>Sequence length / micro-batch</source>
        <translation>Длина последовательности / микробатч</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Workload fingerprint</source>
        <translation>Отпечаток нагрузки</translation>
    </message>
    <message>
        <source>not given — record it</source>
        <translation>не указано — запишите</translation>
    </message>
    <message>
        <source>1. Start the model server</source>
        <translation>1. Запустите сервер модели</translation>
    </message>
    <message>
        <source>Start it as it will run in production: the same model revision, precision, context and runtime version. An example for {runtime} with this workload&apos;s settings (replace HOST with the server&apos;s address):</source>
        <translation>Запустите его так, как он будет работать в эксплуатации: та же ревизия модели, точность, контекст и версия среды выполнения. Пример для {runtime} с настройками этой нагрузки (замените HOST адресом сервера):</translation>
    </message>
    <message>
        <source>{runtime} has no OpenAI-compatible server of its own; the example uses vLLM. Any OpenAI-compatible server will do.</source>
        <translation>У {runtime} нет собственного OpenAI-совместимого сервера; в примере используется vLLM. Подойдёт любой OpenAI-совместимый сервер.</translation>
    </message>
    <message>
        <source>Once it is up:</source>
        <translation>Когда сервер запущен:</translation>
    </message>
    <message>
        <source>If the server knows the model under another name (an Ollama tag, a llama.cpp alias), give that name to pilot_serve.py&apos;s --model: the plan&apos;s fingerprint still ties the results to this workload.</source>
        <translation>Если сервер знает модель под другим именем (тег Ollama, псевдоним llama.cpp), передайте это имя в параметре --model скрипта pilot_serve.py: отпечаток плана всё равно привяжет результаты к этой нагрузке.</translation>
    </message>
    <message>
        <source>Write down the time from starting the server to its first answer. This first start (download, loading, compilation) is recorded apart: it is not an ordinary request.</source>
        <translation>Запишите время от запуска сервера до его первого ответа. Этот первый запуск (скачивание, загрузка, компиляция) фиксируется отдельно: это не обычный запрос.</translation>
    </message>
    <message>
        <source>2. Run the load test</source>
        <translation>2. Проведите нагрузочный тест</translation>
    </message>
    <message>
        <source>On the GPU server itself (so that nvidia-smi can sample GPU memory), or on any host that reaches the endpoint. It contacts nothing but the --base-url you give:</source>
        <translation>На самом GPU-сервере (чтобы nvidia-smi мог замерять память GPU) или на любом хосте, с которого доступен эндпоинт. Скрипт обращается только к указанному вами --base-url:</translation>
    </message>
    <message>
        <source>The runs, in order. The warm-up comes first and is kept apart from the measurements:</source>
        <translation>Прогоны по порядку. Первым идёт прогрев; он учитывается отдельно от измерений:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Прогон</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Входные токены</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Выходные токены</translation>
    </message>
    <message>
        <source>Concurrent</source>
        <translation>Параллельно</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Запросы</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Зачем</translation>
    </message>
    <message>
        <source>--api chat uses /chat/completions; --max-requests N shortens every run; --timeout S changes the {timeout} s limit per request. The script writes results.json after every run, so an interrupted pilot keeps what it measured.</source>
        <translation>--api chat использует /chat/completions; --max-requests N сокращает каждый прогон; --timeout S меняет ограничение в {timeout} с на запрос. Скрипт записывает results.json после каждого прогона, поэтому прерванный пилот сохраняет уже измеренное.</translation>
    </message>
    <message>
        <source>{n}. Measure memory</source>
        <translation>{n}. Измерьте память</translation>
    </message>
    <message>
        <source>{n}. Measure memory and speed</source>
        <translation>{n}. Измерьте память и скорость</translation>
    </message>
    <message>
        <source>With --calibrate, Headroom keeps what was measured as a calibration of that server: its speed figures for this model, precision and runtime are then the measured ones.</source>
        <translation>С --calibrate Headroom сохраняет измеренное как калибровку этого сервера: его показатели скорости для этой модели, точности и среды выполнения становятся измеренными.</translation>
    </message>
    <message>
        <source>On a machine with the same GPU, PyTorch and transformers. pilot_memory.py builds the model from config.json with random weights, runs the planned work and records the peak memory and the components it can separate (weights, KV cache or activations, gradients, optimizer states):</source>
        <translation>На машине с тем же GPU, PyTorch и transformers. pilot_memory.py собирает модель по config.json со случайными весами, выполняет запланированную работу и записывает пиковую память и компоненты, которые может выделить (веса, KV-кэш или активации, градиенты, состояния оптимизатора):</translation>
    </message>
    <message>
        <source>No memory run is planned for this workload.</source>
        <translation>Для этой нагрузки прогон измерения памяти не запланирован.</translation>
    </message>
    <message>
        <source>What to record</source>
        <translation>Что записать</translation>
    </message>
    <message>
        <source>For every run, so that the result can be repeated:</source>
        <translation>Для каждого прогона, чтобы результат можно было воспроизвести:</translation>
    </message>
    <message>
        <source>Acceptance criteria</source>
        <translation>Критерии приёмки</translation>
    </message>
    <message>
        <source>Judged on the measured runs at up to {concurrency} concurrent requests. Must-haves decide acceptance; the others are reported.</source>
        <translation>Оцениваются по измеренным прогонам при числе параллельных запросов до {concurrency}. Приёмку определяют обязательные критерии; остальные только приводятся в отчёте.</translation>
    </message>
    <message>
        <source>must have</source>
        <translation>обязательный</translation>
    </message>
    <message>
        <source>nice to have</source>
        <translation>желательный</translation>
    </message>
    <message>
        <source>The workload names no targets: the pilot reports measurements without a verdict.</source>
        <translation>В нагрузке не заданы целевые показатели: пилот сообщает измерения без заключения о приёмке.</translation>
    </message>
    <message>
        <source>The runs past {concurrency} concurrent requests find the boundary: the highest concurrency at which the criteria still hold.</source>
        <translation>Прогоны сверх {concurrency} параллельных запросов находят границу: наибольшее число параллельных запросов, при котором критерии ещё выполняются.</translation>
    </message>
    <message>
        <source>If a run runs out of memory</source>
        <translation>Если в прогоне не хватило памяти</translation>
    </message>
    <message>
        <source>Bring the results back</source>
        <translation>Верните результаты</translation>
    </message>
    <message>
        <source>Send the results files to whoever made this kit. In Headroom:</source>
        <translation>Отправьте файлы результатов тому, кто подготовил этот комплект. В Headroom:</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Примечания</translation>
    </message>
</context>
<context>
    <name>PilotPage</name>
    <message>
        <source>reserved by the runtime at start</source>
        <translation>резервируется средой выполнения при запуске</translation>
    </message>
    <message>
        <source>The runtime takes its share of GPU memory when it starts; compare the memory runs&apos; components instead.</source>
        <translation>Среда выполнения при запуске занимает свою долю памяти GPU; вместо этого сравнивайте компоненты из прогонов измерения памяти.</translation>
    </message>
    <message>
        <source>Measured in the run {run}.</source>
        <translation>Измерено в прогоне {run}.</translation>
    </message>
    <message>
        <source>Memory run {name} ({status}): peak allocated {allocated}, reserved {reserved}.</source>
        <translation>Прогон измерения памяти {name} ({status}): пик выделенной памяти {allocated}, зарезервированной {reserved}.</translation>
    </message>
    <message>
        <source>Its batch or lengths differ from the workload&apos;s: no estimate beside it.</source>
        <translation>Батч или длины в нём отличаются от нагрузки: оценка рядом не показана.</translation>
    </message>
    <message>
        <source>must have</source>
        <translation>обязательный</translation>
    </message>
    <message>
        <source>nice to have</source>
        <translation>желательный</translation>
    </message>
    <message>
        <source>Warm-up: not measured.</source>
        <translation>Прогрев: не измеряется.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Boundary: no load-test runs, so no concurrency boundary was measured.</source>
        <translation>Граница: прогонов нагрузочного теста нет, поэтому граница по числу одновременных запросов не измерена.</translation>
    </message>
    <message>
        <source>Boundary: the criteria held at every tested level, up to {n} concurrent requests.</source>
        <translation>Граница: критерии выполнялись на всех проверенных уровнях, при числе одновременных запросов до {n}.</translation>
    </message>
    <message>
        <source>Boundary: the criteria hold up to {n} concurrent requests; they fail at {m}.</source>
        <translation>Граница: критерии выполняются при числе одновременных запросов до {n}; при {m} — не выполняются.</translation>
    </message>
    <message>
        <source>The estimate&apos;s memory limit on {server}: {n} at once.</source>
        <translation>Предел памяти по оценке для {server}: {n} одновременно.</translation>
    </message>
    <message>
        <source>typical input</source>
        <translation>типичный вход</translation>
    </message>
    <message>
        <source>long input</source>
        <translation>длинный вход</translation>
    </message>
</context>
<context>
    <name>PilotServerPicker</name>
    <message>
        <source>Server the pilot runs on</source>
        <translation>Сервер для пилота</translation>
    </message>
    <message>
        <source>The server profile the pilot runs on: its speeds and memory limit are the estimate the measurements are held against. It starts as the target server.</source>
        <translation>Профиль сервера, на котором проводится пилот: его скорости и предел памяти — это оценка, с которой сравниваются измерения. По умолчанию выбран целевой сервер.</translation>
    </message>
    <message>
        <source>Pick the pilot&apos;s server…</source>
        <translation>Выберите сервер для пилота…</translation>
    </message>
</context>
<context>
    <name>PilotView</name>
    <message>
        <source>An estimate is a first filter; a pilot on the real server decides. Write the pilot kit and hand the folder to whoever runs the trial server; when they send back results.json, import it here to see what was measured beside what was estimated.</source>
        <translation>Оценка — лишь первый фильтр; решает пилот на реальном сервере. Запишите комплект пилота и передайте папку тому, кто обслуживает тестовый сервер; когда вам пришлют results.json, импортируйте его здесь, чтобы увидеть измеренные значения рядом с оценкой.</translation>
    </message>
    <message>
        <source>Write pilot &amp;kit…</source>
        <translation>Записать &amp;комплект пилота…</translation>
    </message>
    <message>
        <source>Write plan.json, a README and the two pilot scripts into a folder for whoever runs the trial server</source>
        <translation>Записать plan.json, README и два скрипта пилота в папку для того, кто обслуживает тестовый сервер</translation>
    </message>
    <message>
        <source>&amp;Import results…</source>
        <translation>&amp;Импорт результатов…</translation>
    </message>
    <message>
        <source>Read the pilot&apos;s results.json (and memory-….json) files and hold them against the estimate</source>
        <translation>Прочитать файлы результатов пилота results.json (и memory-….json) и сравнить их с оценкой</translation>
    </message>
    <message>
        <source>C&amp;lear imported results</source>
        <translation>&amp;Очистить импортированные результаты</translation>
    </message>
    <message>
        <source>Keep as &amp;calibration</source>
        <translation>Сохранить как &amp;калибровку</translation>
    </message>
    <message>
        <source>Keep what was measured as a calibration of the pilot&apos;s server: its speed for this model, precision and runtime is then the measured one, in every view and in the quote</source>
        <translation>Сохранить измеренное как калибровку сервера пилота: его скорость для этой модели, точности и среды выполнения станет измеренной во всех видах и в запросе предложения</translation>
    </message>
    <message>
        <source>Use &amp;measured speeds</source>
        <translation>Использовать &amp;измеренные скорости</translation>
    </message>
    <message>
        <source>On: where a pilot calibrated a server, its measured speeds replace the estimate. Off: the estimate as the formulas make it.</source>
        <translation>Вкл.: где пилот откалибровал сервер, его измеренные скорости заменяют оценку. Выкл.: оценка по формулам.</translation>
    </message>
    <message>
        <source>the pilot</source>
        <translation>пилот</translation>
    </message>
    <message>
        <source>1. The pilot to run</source>
        <translation>1. Какой пилот провести</translation>
    </message>
    <message>
        <source>2. Measured against the estimate</source>
        <translation>2. Измерения в сравнении с оценкой</translation>
    </message>
    <message>
        <source>The workload has problems to fix before a pilot can be planned; the Workload view marks them.</source>
        <translation>В описании нагрузки есть ошибки: исправьте их, чтобы спланировать пилот; они отмечены в разделе «Нагрузка».</translation>
    </message>
    <message>
        <source>The pilot &amp;ran on:</source>
        <translation>Пилот &amp;проводился на:</translation>
    </message>
    <message>
        <source>The pilot &amp;runs on:</source>
        <translation>Пилот &amp;проводится на:</translation>
    </message>
    <message>
        <source>{verdict} on {server}: a pilot there tests a configuration that cannot do the work as specified. Pick a server where it fits and meets every must-have.</source>
        <translation>{verdict} на {server}: пилот там проверит конфигурацию, которая не может выполнить задачу в заданном виде. Выберите сервер, где она помещается и выполняет все обязательные требования.</translation>
    </message>
    <message>
        <source>The pilot starts on the recommended server, {server}: the work does not run as specified on the target server.</source>
        <translation>Пилот начинается на рекомендуемом сервере, {server}: на целевом сервере задача в заданном виде не запускается.</translation>
    </message>
</context>
<context>
    <name>PlanPanel</name>
    <message>
        <source>Load test: pilot_serve.py sends these requests, in this order</source>
        <translation>Нагрузочный тест: pilot_serve.py отправляет эти запросы в этом порядке</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Прогон</translation>
    </message>
    <message>
        <source>What it checks</source>
        <translation>Что проверяет</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Входные токены</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Выходные токены</translation>
    </message>
    <message>
        <source>At once</source>
        <translation>Одновременно</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Запросы</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Прогрев</translation>
    </message>
    <message>
        <source>Memory runs: pilot_memory.py on the GPU</source>
        <translation>Прогоны измерения памяти: pilot_memory.py на GPU</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Пакет</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Токены</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Шаги</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Записывает</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Как</translation>
    </message>
    <message>
        <source>Acceptance criterion</source>
        <translation>Критерий приёмки</translation>
    </message>
    <message>
        <source>Decides</source>
        <translation>Значимость</translation>
    </message>
    <message>
        <source>Acceptance criteria, from the must-have targets</source>
        <translation>Критерии приёмки (по обязательным целевым показателям)</translation>
    </message>
    <message>
        <source>What to record</source>
        <translation>Что записать</translation>
    </message>
    <message>
        <source>If a run runs out of memory</source>
        <translation>Если в прогоне не хватило памяти</translation>
    </message>
    <message>
        <source>A few training steps at the planned sequence length and micro-batch, and one step up, measured with pilot_memory.py: {memory} memory runs, {criteria} acceptance criteria.</source>
        <translation>Несколько шагов обучения с запланированными длиной последовательности и микробатчем, а также на шаг выше; измеряется с помощью pilot_memory.py. Прогонов измерения памяти: {memory}, критериев приёмки: {criteria}.</translation>
    </message>
    <message>
        <source>Streamed requests of the planned lengths at 1, the requested and more users at once, measured with pilot_serve.py: {runs} load-test runs after a warm-up, {memory} memory runs, {criteria} acceptance criteria.</source>
        <translation>Потоковые запросы запланированной длины при 1, требуемом и большем числе одновременных пользователей; измеряются с помощью pilot_serve.py. Прогонов нагрузочного теста после прогрева: {runs}, прогонов измерения памяти: {memory}, критериев приёмки: {criteria}.</translation>
    </message>
    <message>
        <source>The memory limit estimated for the pilot&apos;s server is tested too.</source>
        <translation>Предел памяти, оценённый для сервера пилота, тоже проверяется.</translation>
    </message>
</context>
<context>
    <name>Pricing</name>
    <message>
        <source>{price} over {years}</source>
        <translation>{price} на {years}</translation>
    </message>
    <message>
        <source>{kw} kW at {price}/kWh</source>
        <translation>{kw} кВт по {price}/кВт·ч</translation>
    </message>
    <message>
        <source>{parts} = {monthly} a month</source>
        <translation>{parts} = {monthly} в месяц</translation>
    </message>
    <message>
        <source>billed by the hour: {rate} × {hours} h = {amount} a month</source>
        <translation>почасовая оплата: {rate} × {hours} ч = {amount} в месяц</translation>
    </message>
    <message>
        <source>billed by the hour with a minimum of {minimum} h: the {hours} h job pays {minimum} h at {rate} = {amount}</source>
        <translation>почасовая оплата с минимумом {minimum} ч: задание на {hours} ч оплачивает {minimum} ч по {rate} = {amount}</translation>
    </message>
    <message>
        <source>billed by the hour: the {hours} h job at {rate} an hour = {amount}</source>
        <translation>почасовая оплата: задание на {hours} ч по {rate} в час = {amount}</translation>
    </message>
    <message>
        <source>bought: {parts}</source>
        <translation>покупка: {parts}</translation>
    </message>
    <message>
        <source>{bought}; the {hours} h job takes {months} of it, {amount}</source>
        <translation>{bought}; задание на {hours} ч занимает {months}, {amount}</translation>
    </message>
    <message>
        <source>billed by the month: {amount} a month</source>
        <translation>помесячная оплата: {amount} в месяц</translation>
    </message>
    <message>
        <source>billed by the month: the {hours} h job costs a month, {amount}</source>
        <translation>помесячная оплата: задание на {hours} ч стоит целый месяц, {amount}</translation>
    </message>
    <message>
        <source>billed by the month: the {hours} h job costs {months} at {rate} = {amount}</source>
        <translation>помесячная оплата: задание на {hours} ч стоит {months} по {rate} = {amount}</translation>
    </message>
    <message>
        <source>{amount} a month</source>
        <translation>{amount} в месяц</translation>
    </message>
    <message>
        <source>{amount} an hour</source>
        <translation>{amount} в час</translation>
    </message>
    <message>
        <source>(minimum {hours} h)</source>
        <translation>(минимум {hours} ч)</translation>
    </message>
    <message>
        <source>bought for {amount}</source>
        <translation>покупка за {amount}</translation>
    </message>
    <message>
        <source>This job is too short for a monthly offer: it runs about {hours} h, yet pays {months}. Of these offers the cheapest that fits, under its own terms, is {name} at {amount}; ask providers for offers billed by the hour with a short minimum.</source>
        <translation>Это задание слишком короткое для помесячного предложения: оно идёт около {hours} ч, а оплачивает {months}. Из этих предложений самое дешёвое из подходящих на его собственных условиях — {name} за {amount}; запросите у поставщиков почасовые предложения с коротким минимумом.</translation>
    </message>
    <message>
        <source>your own figures</source>
        <translation>ваши собственные значения</translation>
    </message>
    <message>
        <source>A bought server is spread over {years} of use, electricity at {price}/kWh ({origin}).</source>
        <translation>Цена купленного сервера распределена на {years} использования, электричество по {price}/кВт·ч ({origin}).</translation>
    </message>
</context>
<context>
    <name>ProblemsDialog</name>
    <message>
        <source>Problems in {name}</source>
        <translation>Проблемы в {name}</translation>
    </message>
    <message>
        <source>The file opened, but some values cannot be used. Everything in it was kept: fix the fields marked ⚠ in the wizard.</source>
        <translation>Файл открыт, но некоторые значения использовать нельзя. Всё его содержимое сохранено: исправьте в мастере поля, отмеченные ⚠.</translation>
    </message>
    <message>
        <source>The file could not be opened; your current work is unchanged.</source>
        <translation>Не удалось открыть файл; ваша текущая работа не изменилась.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Проблемы</translation>
    </message>
    <message>
        <source>The file&apos;s text</source>
        <translation>Текст файла</translation>
    </message>
</context>
<context>
    <name>ProfileForm</name>
    <message>
        <source>Shipped profile (read-only)</source>
        <translation>Встроенный профиль (только чтение)</translation>
    </message>
    <message>
        <source>Edit server profile</source>
        <translation>Изменение профиля сервера</translation>
    </message>
    <message>
        <source>New server profile</source>
        <translation>Новый профиль сервера</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>не указано</translation>
    </message>
    <message>
        <source>minimum hours</source>
        <translation>минимум часов</translation>
    </message>
    <message>
        <source>Server and GPUs</source>
        <translation>Сервер и GPU</translation>
    </message>
    <message>
        <source>Name *</source>
        <translation>Название *</translation>
    </message>
    <message>
        <source>A name you will recognise, e.g. “2x L40S from Acme”</source>
        <translation>Понятное вам название, например «2x L40S от Acme»</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Поставщик</translation>
    </message>
    <message>
        <source>Who offers the server</source>
        <translation>Кто предлагает сервер</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>GPU на сервер</translation>
    </message>
    <message>
        <source>How many GPUs one server holds</source>
        <translation>Сколько GPU в одном сервере</translation>
    </message>
    <message>
        <source>GPU link</source>
        <translation>Связь GPU</translation>
    </message>
    <message>
        <source>How the GPUs talk to each other: NVLink/NVSwitch are much faster than PCIe for splitting a model across GPUs</source>
        <translation>Как GPU обмениваются данными друг с другом: NVLink/NVSwitch намного быстрее PCIe при разделении модели между несколькими GPU</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Серверы</translation>
    </message>
    <message>
        <source>How many such servers, joined by the network below (1 for a single server)</source>
        <translation>Сколько таких серверов объединено сетью, указанной ниже (1 — если сервер один)</translation>
    </message>
    <message>
        <source>Price per month</source>
        <translation>Цена в месяц</translation>
    </message>
    <message>
        <source>Optional. Billed in whole months: a 2-hour job pays a month. Leave every price empty when the offer has none yet.</source>
        <translation>Необязательно. Оплата целыми месяцами: задание на 2 часа оплачивает месяц. Оставьте все цены пустыми, если у предложения их пока нет.</translation>
    </message>
    <message>
        <source>Price per hour</source>
        <translation>Цена в час</translation>
    </message>
    <message>
        <source>Optional, in the same currency. A job pays the hours it runs or the minimum term, whichever is more; a service running all month pays 730 hours.</source>
        <translation>Необязательно, в той же валюте. Задание оплачивает отработанные часы или минимальный срок, что больше; сервис, работающий весь месяц, оплачивает 730 часов.</translation>
    </message>
    <message>
        <source>Bought for</source>
        <translation>Куплен за</translation>
    </message>
    <message>
        <source>Optional, in the same currency. Spread over the years of use, plus the power the server draws at the electricity price (File ▸ Settings).</source>
        <translation>Необязательно, в той же валюте. Распределяется на годы использования плюс потребляемая сервером мощность по цене электричества (Файл ▸ Настройки).</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>Anything worth remembering</source>
        <translation>Всё, что стоит запомнить</translation>
    </message>
    <message>
        <source>Host: CPU, memory, storage, network, power</source>
        <translation>Хост: CPU, память, хранилище, сеть, питание</translation>
    </message>
    <message>
        <source>CPU model</source>
        <translation>Модель CPU</translation>
    </message>
    <message>
        <source>e.g. 2x EPYC 9354</source>
        <translation>например, 2x EPYC 9354</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>Ядра CPU</translation>
    </message>
    <message>
        <source>Physical cores of all sockets together</source>
        <translation>Физические ядра всех сокетов вместе</translation>
    </message>
    <message>
        <source>System RAM</source>
        <translation>ОЗУ</translation>
    </message>
    <message>
        <source>e.g. 512 GB</source>
        <translation>например, 512 GB</translation>
    </message>
    <message>
        <source>Memory channels</source>
        <translation>Каналы памяти</translation>
    </message>
    <message>
        <source>Populated DDR channels of all sockets together (EPYC 9004: 12 per socket, Xeon: 8, desktops: 2). With the speed below it gives the host memory bandwidth, which sets the speed of layers or optimizer steps run on the CPU.</source>
        <translation>Занятые каналы DDR всех сокетов вместе (EPYC 9004: 12 на сокет, Xeon: 8, настольные: 2). Вместе со скоростью ниже даёт пропускную способность памяти хоста, от которой зависит скорость слоёв или шагов оптимизатора на CPU.</translation>
    </message>
    <message>
        <source>Memory speed (MT/s)</source>
        <translation>Скорость памяти (МТ/с)</translation>
    </message>
    <message>
        <source>The DIMMs&apos; transfer rate, e.g. 4800 for DDR5-4800</source>
        <translation>Скорость передачи модулей, например 4800 для DDR5-4800</translation>
    </message>
    <message>
        <source>NVMe drives</source>
        <translation>Накопители NVMe</translation>
    </message>
    <message>
        <source>The server&apos;s NVMe drives</source>
        <translation>Накопители NVMe сервера</translation>
    </message>
    <message>
        <source>Network (Gbit/s)</source>
        <translation>Сеть (Gbit/s)</translation>
    </message>
    <message>
        <source>Speed of one link, Gbit/s</source>
        <translation>Скорость одного канала, Gbit/s</translation>
    </message>
    <message>
        <source>Network kind</source>
        <translation>Тип сети</translation>
    </message>
    <message>
        <source>Ethernet, InfiniBand or RoCE</source>
        <translation>Ethernet, InfiniBand или RoCE</translation>
    </message>
    <message>
        <source>Network links</source>
        <translation>Сетевые каналы</translation>
    </message>
    <message>
        <source>How many such links</source>
        <translation>Сколько таких каналов</translation>
    </message>
    <message>
        <source>Power budget (W)</source>
        <translation>Лимит мощности (W)</translation>
    </message>
    <message>
        <source>Optional. What the server may draw in total, in watts</source>
        <translation>Необязательно. Сколько сервер может потреблять в сумме, в ваттах</translation>
    </message>
    <message>
        <source>Duplicate to edit</source>
        <translation>Копировать для изменения</translation>
    </message>
    <message>
        <source>Make your own copy of this shipped profile and edit it</source>
        <translation>Создать собственную копию этого встроенного профиля и изменить её</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>give the system memory, e.g. 512 GB</source>
        <translation>укажите объём ОЗУ, например 512 GB</translation>
    </message>
    <message>
        <source>give the link speed in Gbit/s</source>
        <translation>укажите скорость канала в Gbit/s</translation>
    </message>
</context>
<context>
    <name>ProfileLibrary</name>
    <message>
        <source>This profile ships with Headroom and cannot be changed. Duplicate it to make your own copy.</source>
        <translation>Этот профиль входит в поставку Headroom и не может быть изменён. Создайте его дубликат, чтобы получить собственную копию.</translation>
    </message>
    <message>
        <source>The profile no longer exists; another Headroom window may have deleted it.</source>
        <translation>Профиль больше не существует; возможно, его удалило другое окно Headroom.</translation>
    </message>
    <message>
        <source>Another Headroom window is writing to the profile library. Try again in a moment.</source>
        <translation>Другое окно Headroom записывает данные в библиотеку профилей. Повторите попытку чуть позже.</translation>
    </message>
    <message>
        <source>The profile is not valid: {detail}</source>
        <translation>Профиль недействителен: {detail}</translation>
    </message>
    <message>
        <source>The stored profile can no longer be read; delete it and import it again.</source>
        <translation>Сохранённый профиль больше не удаётся прочитать; удалите его и импортируйте снова.</translation>
    </message>
    <message>
        <source>The profile library could not be written: {detail}</source>
        <translation>Не удалось записать библиотеку профилей: {detail}</translation>
    </message>
    <message>
        <source>The profile library is closed.</source>
        <translation>Библиотека профилей закрыта.</translation>
    </message>
    <message>
        <source>The profile library {path} was written by a newer Headroom (format {found}); this one reads up to {supported}. It was left untouched: use the newer Headroom, or move the file away to start a new library.</source>
        <translation>Библиотека профилей {path} записана более новой версией Headroom (формат {found}); эта версия читает форматы до {supported}. Файл не тронут: используйте более новую версию Headroom или переместите файл, чтобы начать новую библиотеку.</translation>
    </message>
    <message>
        <source>{path} is another program&apos;s database, not a Headroom profile library. It was left untouched: move it away, or set HEADROOM_HOME to keep Headroom&apos;s files in another folder.</source>
        <translation>{path} — база данных другой программы, а не библиотека профилей Headroom. Файл не тронут: переместите его или задайте HEADROOM_HOME, чтобы Headroom хранил свои файлы в другой папке.</translation>
    </message>
    <message>
        <source>The profile library {path} could not be backed up before its upgrade, so it was not changed: {detail}</source>
        <translation>Не удалось сделать резервную копию библиотеки профилей {path} перед обновлением, поэтому она не изменена: {detail}</translation>
    </message>
    <message>
        <source>Your saved profiles are not available in this session; the shipped ones are, and changes go to a temporary library.</source>
        <translation>Ваши сохранённые профили в этом сеансе недоступны; поставляемые профили доступны, а изменения сохраняются во временную библиотеку.</translation>
    </message>
    <message>
        <source>was not a database</source>
        <translation>не была базой данных</translation>
    </message>
    <message>
        <source>was damaged</source>
        <translation>была повреждена</translation>
    </message>
    <message>
        <source>had damaged entries</source>
        <translation>содержала повреждённые записи</translation>
    </message>
    <message>
        <source>did not have the expected tables</source>
        <translation>не содержала ожидаемых таблиц</translation>
    </message>
    <message>
        <source>could not be opened</source>
        <translation>не открылась</translation>
    </message>
    <message>
        <source>The saved profile “{name}” cannot be read and is not listed ({detail}). It stays in the library file; delete it and import it again from an export.</source>
        <translation>Сохранённый профиль «{name}» не удаётся прочитать, и он не показан в списке ({detail}). Он остаётся в файле библиотеки; удалите его и снова импортируйте из экспорта.</translation>
    </message>
    <message>
        <source>The profile library file was damaged while Headroom was running; some profiles may be missing from the list. Restart Headroom to recover what can be read ({detail}).</source>
        <translation>Файл библиотеки профилей повредился во время работы Headroom; некоторых профилей может не быть в списке. Перезапустите Headroom, чтобы восстановить всё, что можно прочитать ({detail}).</translation>
    </message>
    <message>
        <source>A shipped example profile (number {index}) is not valid and is left out: {detail}</source>
        <translation>Поставляемый пример профиля (номер {index}) недействителен и пропущен: {detail}</translation>
    </message>
    <message>
        <source>The shipped example profiles cannot be read: {detail}</source>
        <translation>Не удаётся прочитать поставляемые примеры профилей: {detail}</translation>
    </message>
</context>
<context>
    <name>ProfileLibraryView</name>
    <message>
        <source>New…</source>
        <translation>Создать…</translation>
    </message>
    <message>
        <source>Describe a server offer</source>
        <translation>Описать предложение сервера</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Изменить…</translation>
    </message>
    <message>
        <source>Change the selected profile</source>
        <translation>Изменить выбранный профиль</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Copy the selected profile into your library, e.g. to change a shipped example</source>
        <translation>Скопировать выбранный профиль в вашу библиотеку, например чтобы изменить встроенный пример</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Удалить…</translation>
    </message>
    <message>
        <source>Remove the selected profiles of yours</source>
        <translation>Удалить выбранные профили (только ваши)</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Импорт…</translation>
    </message>
    <message>
        <source>Add profiles from a JSON file</source>
        <translation>Добавить профили из файла JSON</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>Save the selected profiles to a JSON file to send or keep</source>
        <translation>Сохранить выбранные профили в файл JSON, чтобы отправить или сохранить их</translation>
    </message>
    <message>
        <source>Compare selected</source>
        <translation>Сравнить выбранные</translation>
    </message>
    <message>
        <source>Put the selected profiles (up to six) side by side in the comparison</source>
        <translation>Показать выбранные профили (до шести) рядом в сравнении</translation>
    </message>
    <message>
        <source>comparing servers</source>
        <translation>сравнение серверов</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Bring back what was just deleted</source>
        <translation>Вернуть только что удалённое</translation>
    </message>
    <message>
        <source>Double-click a profile to see or change it. Shipped examples are read-only: duplicate one to make it yours. Hover over a column title for what it means.</source>
        <translation>Дважды щёлкните по профилю, чтобы просмотреть или изменить его. Встроенные примеры доступны только для чтения: скопируйте пример, чтобы сделать его своим. Наведите указатель на заголовок столбца, чтобы узнать, что он означает.</translation>
    </message>
    <message>
        <source>View…</source>
        <translation>Просмотр…</translation>
    </message>
    <message>
        <source>Shipped examples cannot be deleted</source>
        <translation>Встроенные примеры нельзя удалить</translation>
    </message>
    <message>
        <source>Saved “{name}”.</source>
        <translation>Профиль «{name}» сохранён.</translation>
    </message>
    <message>
        <source> (copy)</source>
        <translation> (копия)</translation>
    </message>
    <message>
        <source>Cannot duplicate</source>
        <translation>Не удалось скопировать</translation>
    </message>
    <message>
        <source>Made a copy of “{name}” in your profiles.</source>
        <translation>Копия «{name}» создана в ваших профилях.</translation>
    </message>
    <message>
        <source>Delete these profiles from your library?

{names}</source>
        <translation>Удалить эти профили из вашей библиотеки?

{names}</translation>
    </message>
    <message>
        <source>Delete profiles</source>
        <translation>Удаление профилей</translation>
    </message>
    <message>
        <source>Cannot delete</source>
        <translation>Не удалось удалить</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n profiles.</source>
        <translation>
            <numerusform>Удалён %n профиль.</numerusform>
            <numerusform>Удалено %n профиля.</numerusform>
            <numerusform>Удалено %n профилей.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Restored %n profiles.</source>
        <translation>
            <numerusform>Восстановлен %n профиль.</numerusform>
            <numerusform>Восстановлено %n профиля.</numerusform>
            <numerusform>Восстановлено %n профилей.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select the profiles to compare in the table first (Ctrl+click for several).</source>
        <translation>Сначала выделите в таблице профили для сравнения (Ctrl+щелчок — несколько).</translation>
    </message>
    <message numerus="yes">
        <source>Comparing the first six of the %n selected profiles.</source>
        <translation>
            <numerusform>Сравниваются первые шесть из %n выбранного профиля.</numerusform>
            <numerusform>Сравниваются первые шесть из %n выбранных профилей.</numerusform>
            <numerusform>Сравниваются первые шесть из %n выбранных профилей.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comparing %n profiles.</source>
        <translation>
            <numerusform>Сравнивается %n профиль.</numerusform>
            <numerusform>Сравниваются %n профиля.</numerusform>
            <numerusform>Сравниваются %n профилей.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot undo</source>
        <translation>Не удалось отменить</translation>
    </message>
</context>
<context>
    <name>ProfilePicker</name>
    <message>
        <source>&lt;b&gt;Profiles to compare&lt;/b&gt;</source>
        <translation>&lt;b&gt;Профили для сравнения&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Search…</source>
        <translation>Поиск…</translation>
    </message>
    <message>
        <source>Tick two to six profiles to see them side by side</source>
        <translation>Отметьте от двух до шести профилей, чтобы сравнить их рядом</translation>
    </message>
    <message>
        <source>Untick all</source>
        <translation>Снять все отметки</translation>
    </message>
    <message>
        <source>Go back to the three best profiles for this workload</source>
        <translation>Вернуться к трём лучшим профилям для этой нагрузки</translation>
    </message>
</context>
<context>
    <name>ProfileTableModel</name>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>The profile&apos;s name</source>
        <translation>Название профиля</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Поставщик</translation>
    </message>
    <message>
        <source>Who offers the server</source>
        <translation>Кто предлагает сервер</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>Модель GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>Кол-во GPU</translation>
    </message>
    <message>
        <source>GPUs per server (servers × GPUs when several)</source>
        <translation>GPU на сервер (серверы × GPU, если серверов несколько)</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Память GPU</translation>
    </message>
    <message>
        <source>Memory of one GPU as the vendor states it</source>
        <translation>Память одного GPU по данным производителя</translation>
    </message>
    <message>
        <source>GPU link</source>
        <translation>Связь GPU</translation>
    </message>
    <message>
        <source>How the GPUs talk to each other</source>
        <translation>Как GPU обмениваются данными друг с другом</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>Ядра CPU</translation>
    </message>
    <message>
        <source>Physical CPU cores, all sockets</source>
        <translation>Физические ядра CPU, все сокеты</translation>
    </message>
    <message>
        <source>RAM</source>
        <translation>ОЗУ</translation>
    </message>
    <message>
        <source>System memory</source>
        <translation>Системная память</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>Total NVMe drive capacity</source>
        <translation>Общий объём накопителей NVMe</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Сеть</translation>
    </message>
    <message>
        <source>Network links</source>
        <translation>Сетевые каналы</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Питание</translation>
    </message>
    <message>
        <source>Power budget of the server</source>
        <translation>Лимит мощности сервера</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>The offer&apos;s terms: by the month, by the hour (with its minimum), bought. Sorted by what a month of it costs.</source>
        <translation>Условия предложения: помесячно, почасово (с минимумом), покупка. Сортируется по стоимости месяца.</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Shipped examples are read-only: duplicate one to change it</source>
        <translation>Встроенные примеры доступны только для чтения: скопируйте пример, чтобы изменить его</translation>
    </message>
    <message>
        <source>⚠ {gpu} (unknown)</source>
        <translation>⚠ {gpu} (неизвестен)</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Пример</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Ваш</translation>
    </message>
    <message>
        <source>Shipped with Headroom as an example (read-only). Duplicate it to make your own copy.</source>
        <translation>Входит в Headroom как пример (только чтение). Скопируйте его, чтобы создать собственную копию.</translation>
    </message>
</context>
<context>
    <name>ProjectBar</name>
    <message>
        <source>Workload:</source>
        <translation>Нагрузка:</translation>
    </message>
    <message>
        <source>The workload being edited</source>
        <translation>Редактируемая нагрузка</translation>
    </message>
    <message>
        <source>A project can hold several workloads meant for one server; the wizard edits one at a time, the result judges them together.</source>
        <translation>Проект может содержать несколько нагрузок для одного сервера; мастер редактирует их по одной, а результат оценивает их вместе.</translation>
    </message>
    <message>
        <source>Add workload</source>
        <translation>Добавить нагрузку</translation>
    </message>
    <message>
        <source>Add another workload to run on the same server (a fine-tune by night, an embedder beside the chatbot)</source>
        <translation>Добавить ещё одну нагрузку на тот же сервер (дообучение ночью, эмбеддинги рядом с чат-ботом)</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Переименовать…</translation>
    </message>
    <message>
        <source>Rename the workload being edited</source>
        <translation>Переименовать редактируемую нагрузку</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Remove the workload being edited from the project</source>
        <translation>Удалить редактируемую нагрузку из проекта</translation>
    </message>
    <message>
        <source>Runs:</source>
        <translation>Работает:</translation>
    </message>
    <message>
        <source>always</source>
        <translation>всегда</translation>
    </message>
    <message>
        <source>from … to …</source>
        <translation>с … до …</translation>
    </message>
    <message>
        <source>When this workload runs</source>
        <translation>Когда работает эта нагрузка</translation>
    </message>
    <message>
        <source>Workloads that never run at the same time need the larger of their memory, not the sum.</source>
        <translation>Нагрузкам, которые никогда не работают одновременно, нужна память большей из них, а не сумма.</translation>
    </message>
    <message>
        <source>Starts at (hour)</source>
        <translation>Начало (час)</translation>
    </message>
    <message>
        <source>Ends at (hour)</source>
        <translation>Конец (час)</translation>
    </message>
    <message>
        <source>:00</source>
        <translation>:00</translation>
    </message>
    <message>
        <source>Untitled workload</source>
        <translation>Нагрузка без названия</translation>
    </message>
    <message>
        <source>Workload {n}</source>
        <translation>Нагрузка {n}</translation>
    </message>
    <message>
        <source>Added a workload: the result now judges all of them on one server.</source>
        <translation>Нагрузка добавлена: теперь результат оценивает все нагрузки на одном сервере.</translation>
    </message>
    <message>
        <source>Rename the workload</source>
        <translation>Переименовать нагрузку</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <source>Remove the workload</source>
        <translation>Удалить нагрузку</translation>
    </message>
    <message>
        <source>Remove “{name}” from the project?</source>
        <translation>Удалить «{name}» из проекта?</translation>
    </message>
</context>
<context>
    <name>ProjectFiles</name>
    <message>
        <source>Open a workload</source>
        <translation>Открыть нагрузку</translation>
    </message>
    <message>
        <source>Headroom workloads (*.headroom.json *.json);;All files (*)</source>
        <translation>Нагрузки Headroom (*.headroom.json *.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Save the workload</source>
        <translation>Сохранить нагрузку</translation>
    </message>
    <message>
        <source>Headroom workloads (*.headroom.json);;All files (*)</source>
        <translation>Нагрузки Headroom (*.headroom.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Не сохранено</translation>
    </message>
    <message>
        <source>Could not save {path}: {reason}</source>
        <translation>Не удалось сохранить {path}: {reason}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Сохранено: {path}</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>“{name}” has changes that are not saved. Save them first?</source>
        <translation>В «{name}» есть несохранённые изменения. Сохранить их?</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Нет последних файлов</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Очистить список</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Восстановить несохранённую работу?</translation>
    </message>
    <message>
        <source>Headroom did not close normally last time. Restore the work that was not saved?</source>
        <translation>В прошлый раз Headroom завершил работу некорректно. Восстановить несохранённую работу?</translation>
    </message>
</context>
<context>
    <name>PurchaseEditor</name>
    <message>
        <source>A bought server&apos;s price is spread over these years.</source>
        <translation>Цена купленного сервера распределяется на эти годы.</translation>
    </message>
    <message>
        <source>What one kWh costs where the server runs; the draw is the profile&apos;s power figure, else its GPUs&apos; estimated draw.</source>
        <translation>Сколько стоит один кВт·ч там, где работает сервер; потребление — мощность из профиля, иначе оценка потребления его GPU.</translation>
    </message>
    <message>
        <source>Restore the d&amp;efaults</source>
        <translation>Вернуть значения по &amp;умолчанию</translation>
    </message>
    <message>
        <source>&amp;Years of use:</source>
        <translation>&amp;Лет использования:</translation>
    </message>
    <message>
        <source>Electricity per &amp;kWh:</source>
        <translation>Электричество за &amp;кВт·ч:</translation>
    </message>
    <message>
        <source>Electricity &amp;currency:</source>
        <translation>&amp;Валюта электричества:</translation>
    </message>
    <message>
        <source>Your own figures.</source>
        <translation>Ваши собственные значения.</translation>
    </message>
</context>
<context>
    <name>Quote</name>
    <message>
        <source>Memory each GPU needs for the work as specified: sequences of {tokens} tokens in micro-batches of {sequences}, with {runtime}.</source>
        <translation>Память, нужная каждому GPU для задачи в заданном виде: последовательности по {tokens} токенов в микробатчах по {sequences}, с {runtime}.</translation>
    </message>
    <message>
        <source>Memory each GPU needs for the work as specified: {tokens} tokens per request (input and output) × {requests} at a time on each copy of the model, with {runtime}.</source>
        <translation>Память, нужная каждому GPU для задачи в заданном виде: {tokens} токенов на запрос (вход и выход) × {requests} одновременно на каждую копию модели, с {runtime}.</translation>
    </message>
    <message>
        <source>The split is the one on {server}: {need}.</source>
        <translation>Разбиение — как на {server}: {need}.</translation>
    </message>
    <message>
        <source>As specified, one GPU</source>
        <translation>Как задано, один GPU</translation>
    </message>
    <message>
        <source>As specified, each of %n GPUs</source>
        <translation>Как задано, каждый из %n GPU</translation>
    </message>
    <message>
        <source>Memory per GPU by component. Whiskers: the low–high range. Dashed lines: usable memory per GPU of each candidate configuration (numbered as in section {n}).</source>
        <translation>Память на один GPU по компонентам. Усы: диапазон от нижней до верхней оценки. Пунктир: доступная память одного GPU в каждой рассматриваемой конфигурации (нумерация как в разделе {n}).</translation>
    </message>
    <message>
        <source>{unit} per GPU</source>
        <translation>{unit} на GPU</translation>
    </message>
    <message>
        <source>Range: {reason}.</source>
        <translation>Диапазон: {reason}.</translation>
    </message>
    <message>
        <source>All {n} GPUs (not one pool)</source>
        <translation>Все {n} GPU (не единый пул)</translation>
    </message>
    <message>
        <source>meets the target ({kind})</source>
        <translation>цель достигается ({kind})</translation>
    </message>
    <message>
        <source>misses the target ({kind})</source>
        <translation>цель не достигается ({kind})</translation>
    </message>
    <message>
        <source>{value} tokens/s</source>
        <translation>{value} токенов/с</translation>
    </message>
    <message>
        <source>{value} h</source>
        <translation>{value} ч</translation>
    </message>
    <message>
        <source>Measured speed</source>
        <translation>Измеренная скорость</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>Трафик</translation>
    </message>
    <message>
        <source>Batch job</source>
        <translation>Пакетная задача</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>{gpus}; {cores}, {ram} RAM, NVMe {nvme}, network {count} × {gbps} Gb/s</source>
        <translation>{gpus}; {cores}, {ram} RAM, NVMe {nvme}, сеть {count} × {gbps} Гбит/с</translation>
    </message>
    <message>
        <source>; {n} servers</source>
        <translation>; серверов: {n}</translation>
    </message>
    <message>
        <source>none: the work as specified does not fit</source>
        <translation>нет: задача в заданном виде не помещается</translation>
    </message>
    <message>
        <source>micro-batch up to {n}; sequences up to {tokens} tokens</source>
        <translation>micro-batch до {n}; последовательности до {tokens} токенов</translation>
    </message>
    <message>
        <source>up to {n} requests at a time; up to {tokens} tokens per request</source>
        <translation>до {n} одновременных запросов; до {tokens} токенов на запрос</translation>
    </message>
    <message>
        <source>needs {need} ({low}–{high}) of {usable} usable per GPU</source>
        <translation>нужно {need} ({low}–{high}) из {usable} доступных на GPU</translation>
    </message>
    <message>
        <source>none: short by {bytes} per GPU</source>
        <translation>нет: не хватает {bytes} на каждом GPU</translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>рекомендуется</translation>
    </message>
    <message>
        <source>; {amount} per million generated tokens</source>
        <translation>; {amount} за миллион сгенерированных токенов</translation>
    </message>
    <message>
        <source>Shown: the {shown} best-ranked of {total} server profiles compared.</source>
        <translation>Показаны {shown} лучших из {total} сравненных профилей серверов.</translation>
    </message>
    <message>
        <source>Speeds are estimates from each GPU&apos;s published memory bandwidth and compute, not measurements; the pilot measures them.</source>
        <translation>Скорости — оценки по опубликованной пропускной способности памяти и вычислительной мощности каждого GPU, а не измерения; их измеряет пилот.</translation>
    </message>
    <message>
        <source>Its measured figures are not attached to this document.</source>
        <translation>Его измеренные значения к этому документу не приложены.</translation>
    </message>
    <message>
        <source>Run on {server} on {date}. Versions: {versions}.</source>
        <translation>Проведён на {server}, {date}. Версии: {versions}.</translation>
    </message>
    <message>
        <source>Peak GPU memory measured: {peak} per GPU (estimate: {typical}, range {low}–{high}).</source>
        <translation>Измеренный пик памяти GPU: {peak} на GPU (оценка: {typical}, диапазон {low}–{high}).</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Входных токенов</translation>
    </message>
    <message>
        <source>Parallel</source>
        <translation>Параллельно</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Запросов</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Ошибок</translation>
    </message>
    <message>
        <source>Tokens/s per user</source>
        <translation>Токенов/с на пользователя</translation>
    </message>
    <message>
        <source>A short training run with sequences of {seq_len} tokens in micro-batches of {batch}, then with the longest sequences you expect.</source>
        <translation>Короткий запуск обучения с последовательностями по {seq_len} токенов и micro-batch {batch}, затем с самыми длинными ожидаемыми последовательностями.</translation>
    </message>
    <message>
        <source>Save and restore one checkpoint, and time both.</source>
        <translation>Сохранить и восстановить один checkpoint и замерить время обоих шагов.</translation>
    </message>
    <message>
        <source>Short input: {input} tokens in, {output} out — one request alone, then {concurrency} requests in parallel.</source>
        <translation>Короткий вход: {input} токенов на входе, {output} на выходе — сначала один запрос, затем {concurrency} параллельных запросов.</translation>
    </message>
    <message>
        <source>Long input: {tokens} tokens — alone, then in parallel with the other requests.</source>
        <translation>Длинный вход: {tokens} токенов — сначала один, затем параллельно с другими запросами.</translation>
    </message>
    <message>
        <source>Long input: the longest document you expect — alone, then in parallel with the other requests.</source>
        <translation>Длинный вход: самый длинный ожидаемый документ — сначала один, затем параллельно с другими запросами.</translation>
    </message>
    <message>
        <source>Record the versions: model revision {revision}, GPU driver, {platform}, {runtime} and its launch parameters, so the result can be repeated.</source>
        <translation>Запишите версии: ревизия модели {revision}, драйвер GPU, {platform}, {runtime} и параметры его запуска, чтобы результат можно было повторить.</translation>
    </message>
    <message>
        <source>Software stack for training: which GPU driver, {platform} and PyTorch versions do you support on the {gpu} for {framework}, and can we choose and pin them?</source>
        <translation>Программный стек для обучения: какие версии драйвера GPU, {platform} и PyTorch вы поддерживаете на {gpu} для {framework} и можем ли мы выбрать и закрепить их?</translation>
    </message>
    <message>
        <source>The base weights are quantized with bitsandbytes: is it supported there?</source>
        <translation>Базовые веса квантованы с помощью bitsandbytes: поддерживается ли он там?</translation>
    </message>
    <message>
        <source>Software stack: which GPU driver, {platform} and {runtime} versions do you support on the {gpu}, and can we choose and pin them?</source>
        <translation>Программный стек: какие версии драйвера GPU, {platform} и {runtime} вы поддерживаете на {gpu} и можем ли мы выбрать и закрепить их?</translation>
    </message>
    <message>
        <source>Measure the peak GPU memory on each GPU and compare it with the estimate of {typical} ({low}–{high}).</source>
        <translation>Измерить пиковую память на каждом GPU и сравнить с оценкой {typical} ({low}–{high}).</translation>
    </message>
    <message>
        <source>Count the errors (out of memory, crashes) and record the training throughput in tokens per second.</source>
        <translation>Подсчитать ошибки (нехватка памяти, падения) и записать скорость обучения в токенах в секунду.</translation>
    </message>
    <message>
        <source>Count the errors (out of memory, timeouts, failed requests) and record the response times — time to first token and tokens per second per user — against the targets above.</source>
        <translation>Подсчитать ошибки (нехватка памяти, тайм-ауты, неудачные запросы) и записать время ответа — время до первого токена и токены в секунду на пользователя — в сравнении с целями выше.</translation>
    </message>
    <message>
        <source>Use representative data you are allowed to process, and leave warm-up and the first start (downloading weights, compiling) out of the figures.</source>
        <translation>Использовать представительные данные, которые вы имеете право обрабатывать; прогрев и первый запуск (скачивание весов, компиляция) в результаты не включать.</translation>
    </message>
    <message>
        <source>Headroom&apos;s pilot kit (pilot_serve.py) runs the serving part of this plan against an OpenAI-compatible endpoint and records the figures.</source>
        <translation>Пилотный набор Headroom (pilot_serve.py) выполняет часть плана, касающуюся обслуживания запросов, на OpenAI-совместимом endpoint и записывает значения.</translation>
    </message>
    <message>
        <source>the offered GPUs</source>
        <translation>предлагаемых GPU</translation>
    </message>
    <message>
        <source>Availability: when can the configuration be ready, for what minimum term, and how quickly can it be extended or resized?</source>
        <translation>Наличие: когда конфигурация может быть готова, на какой минимальный срок и как быстро её можно продлить или изменить?</translation>
    </message>
    <message>
        <source>Isolation: is the server dedicated to us? What isolation do you guarantee (no shared GPUs, separate networks, where the data is stored and who can access it)?</source>
        <translation>Изоляция: выделен ли сервер только нам? Какую изоляцию вы гарантируете (без общих GPU, отдельные сети, где хранятся данные и у кого есть к ним доступ)?</translation>
    </message>
    <message>
        <source>Management: what do you manage (hardware, operating system, drivers, monitoring, backup), what do we manage, and how fast do you respond to a failure?</source>
        <translation>Управление: чем управляете вы (оборудование, операционная система, драйверы, мониторинг, backup), чем — мы, и как быстро вы реагируете на отказ?</translation>
    </message>
    <message>
        <source>Our requirement: {text}.</source>
        <translation>Наше требование: {text}.</translation>
    </message>
    <message>
        <source>Power and cooling: what power and cooling are available per server?</source>
        <translation>Питание и охлаждение: какая мощность и какое охлаждение доступны на один сервер?</translation>
    </message>
    <message>
        <source>A configuration like this may draw up to about {watts} W.</source>
        <translation>Такая конфигурация может потреблять примерно до {watts} Вт.</translation>
    </message>
    <message>
        <source>Network: what bandwidth and traffic limits apply, and how are the GPUs connected (NVLink, NVSwitch or PCIe)?</source>
        <translation>Сеть: какая пропускная способность и какие ограничения трафика действуют, и как соединены GPU (NVLink, NVSwitch или PCIe)?</translation>
    </message>
    <message>
        <source>Pilot: can we run the pilot described above on the same configuration before we commit?</source>
        <translation>Пилот: можем ли мы провести описанный выше пилот на той же конфигурации до принятия обязательств?</translation>
    </message>
    <message>
        <source>No concern found for any candidate.</source>
        <translation>Ни у одной конфигурации проблем не найдено.</translation>
    </message>
    <message>
        <source>No concern found.</source>
        <translation>Проблем не найдено.</translation>
    </message>
    <message>
        <source>System RAM: what each server keeps beside its GPUs while it runs (weights, cache and training state moved off the GPUs, pinned buffers, the dataset, the runtime&apos;s processes and the operating system), as the estimate&apos;s host figure states; loading the model also needs room for one copy of its files.</source>
        <translation>Оперативная память: то, что каждый сервер держит помимо GPU во время работы (веса, кэш и состояние обучения, вынесенные с GPU, закреплённые буферы, датасет, процессы среды выполнения и операционная система), по оценке для хоста; для загрузки модели также нужно место на одну копию её файлов.</translation>
    </message>
    <message>
        <source>CPU: at least {cores} physical cores per GPU, as GPU server reference designs use.</source>
        <translation>CPU: не менее {cores} физических ядер на GPU, как в эталонных конфигурациях GPU-серверов.</translation>
    </message>
    <message>
        <source>NVMe: loading reads at {share} of the drives&apos; rated sequential speed; without local NVMe, at {net} of the network link.</source>
        <translation>NVMe: загрузка читает со скоростью {share} от паспортной последовательной скорости дисков; без локального NVMe — {net} от скорости сетевого канала.</translation>
    </message>
    <message>
        <source>Power: a whole server draws about {typical}× the GPUs&apos; rated power at full load ({low}–{high}×), which sets the power and cooling it needs.</source>
        <translation>Питание: сервер целиком потребляет при полной нагрузке около {typical}× от номинальной мощности GPU ({low}–{high}×); это определяет нужные питание и охлаждение.</translation>
    </message>
    <message>
        <source>The GPU alone does not decide how the system performs. Server-side checks for each candidate configuration (numbered as above):</source>
        <translation>GPU сам по себе не определяет производительность системы. Проверки серверной части для каждой конфигурации (нумерация как выше):</translation>
    </message>
    <message>
        <source>No candidate configuration was compared.</source>
        <translation>Ни одна конфигурация не сравнивалась.</translation>
    </message>
    <message>
        <source>The {model} model will be adapted by {mode} with {runtime}, on sequences of {seq_len} tokens in micro-batches of {batch}.</source>
        <translation>Модель {model} будет дообучаться методом «{mode}» с {runtime} на последовательностях по {seq_len} токенов, micro-batch {batch}.</translation>
    </message>
    <message>
        <source>The {model} model will process inputs of about {input} tokens with {runtime}, {concurrency} at a time.</source>
        <translation>Модель {model} будет обрабатывать входные данные примерно по {input} токенов с {runtime}, по {concurrency} одновременно.</translation>
    </message>
    <message>
        <source>It needs between {low} and {high} of GPU memory, about {typical} typically, on one GPU.</source>
        <translation>Ей нужно от {low} до {high} памяти GPU, обычно около {typical}, на одном GPU.</translation>
    </message>
    <message>
        <source>The {model} pipeline will make images of {side} × {side} pixels, {images} per request, {requests} at a time.</source>
        <translation>Конвейер {model} будет создавать изображения {side} × {side} пикселей, по {images} на запрос; одновременно: {requests}.</translation>
    </message>
    <message>
        <source>The {model} model will transcribe audio with {runtime}: about {seconds} s per request; 30-second windows at a time: {concurrency}.</source>
        <translation>Модель {model} будет расшифровывать аудио в {runtime}: около {seconds} с на запрос; окон по 30 секунд одновременно: {concurrency}.</translation>
    </message>
    <message>
        <source>The {model} model will read images ({images} per request, {side} × {side} pixels) with about {input} tokens of text and answer in about {output} tokens, with {runtime}, {requests} at a time.</source>
        <translation>Модель {model} будет читать изображения ({images} на запрос, {side} × {side} пикселей) вместе с примерно {input} токенами текста и отвечать примерно {output} токенами в {runtime}; одновременно: {requests}.</translation>
    </message>
    <message>
        <source>The {model} model will answer requests with {runtime}: about {input} tokens in and {output} tokens out per request, {requests} at a time.</source>
        <translation>Модель {model} будет отвечать на запросы с {runtime}: примерно {input} токенов на входе и {output} на выходе на запрос, {requests} одновременно.</translation>
    </message>
    <message>
        <source>It needs between {low} and {high} of memory on each GPU, about {typical} typically, × %n GPUs = {total} in all; the memory of several GPUs is not one pool.</source>
        <translation>Ей нужно от {low} до {high} памяти на каждом GPU, обычно около {typical}, × %n GPU = всего {total}; память нескольких GPU — не единый пул.</translation>
    </message>
    <message>
        <source>No candidate configuration meets every must-have, so none is recommended; the nearest, {server}, misses: {missed}.</source>
        <translation>Ни одна из предложенных конфигураций не выполняет все обязательные требования, поэтому рекомендации нет; ближайшая, {server}, не выполняет: {missed}.</translation>
    </message>
    <message>
        <source>None of the candidate configurations can hold this work: it needs GPUs with more memory, a smaller precision or fewer requests at a time.</source>
        <translation>Ни одна из рассмотренных конфигураций не вмещает эту задачу: нужны GPU с большей памятью, меньшая точность или меньше одновременных запросов.</translation>
    </message>
    <message>
        <source>Recommended configuration: {server}; there each GPU needs about {need} of its {usable} usable, leaving {headroom} ({share}) to spare.</source>
        <translation>Рекомендуемая конфигурация: {server}; там каждому GPU нужно около {need} из {usable} доступных, в запасе остаётся {headroom} ({share}).</translation>
    </message>
    <message>
        <source>Recommended configuration: {server}; there each GPU needs about {need} of its {usable} usable — it fits, but tightly, so a pilot must confirm it.</source>
        <translation>Рекомендуемая конфигурация: {server}; там каждому GPU нужно около {need} из {usable} доступных — помещается, но впритык, поэтому это должен подтвердить пилот.</translation>
    </message>
    <message>
        <source>{n} billion parameters</source>
        <translation>{n} млрд параметров</translation>
    </message>
    <message>
        <source>, {n} billion active per token</source>
        <translation>, {n} млрд активных на токен</translation>
    </message>
    <message>
        <source>Kind of work</source>
        <translation>Вид работы</translation>
    </message>
    <message>
        <source>{amount} within {hours} h ({kind})</source>
        <translation>{amount} за {hours} ч ({kind})</translation>
    </message>
    <message>
        <source>{amount}, no deadline</source>
        <translation>{amount}, без срока</translation>
    </message>
    <message>
        <source>optimizer {optimizer}, LoRA rank {rank}, gradient checkpointing {checkpointing}, sharding {sharding}</source>
        <translation>оптимизатор {optimizer}, ранг LoRA {rank}, gradient checkpointing: {checkpointing}, шардирование: {sharding}</translation>
    </message>
    <message>
        <source>{tokens} × {epochs}</source>
        <translation>{tokens} × {epochs}</translation>
    </message>
    <message>
        <source>{requests} at a time</source>
        <translation>{requests} одновременно</translation>
    </message>
    <message>
        <source>not used in training</source>
        <translation>не используется при обучении</translation>
    </message>
    <message>
        <source>micro-batch {batch} × gradient accumulation {steps}</source>
        <translation>micro-batch {batch} × накопление градиента {steps}</translation>
    </message>
    <message>
        <source>sequences of {n} tokens</source>
        <translation>последовательности по {n} токенов</translation>
    </message>
    <message>
        <source>not applicable (training)</source>
        <translation>не применимо (обучение)</translation>
    </message>
    <message>
        <source>one training job</source>
        <translation>одна задача обучения</translation>
    </message>
    <message>
        <source>not specified (the runtime batches the concurrent requests)</source>
        <translation>не указано (среда выполнения сама объединяет одновременные запросы в пакеты)</translation>
    </message>
    <message>
        <source>up to {n} sequences per step</source>
        <translation>до {n} последовательностей за шаг</translation>
    </message>
    <message>
        <source>{share} of the people active at the busiest moment</source>
        <translation>{share} людей активны в самый загруженный момент</translation>
    </message>
    <message>
        <source>at most {value} h</source>
        <translation>не более {value} ч</translation>
    </message>
    <message>
        <source>at most {value} s</source>
        <translation>не более {value} с</translation>
    </message>
    <message>
        <source>the vendor&apos;s compute stack</source>
        <translation>вычислительный стек производителя</translation>
    </message>
    <message>
        <source>at least {value} tokens/s</source>
        <translation>не менее {value} токенов/с</translation>
    </message>
    <message>
        <source>at least {value} tokens/s in total</source>
        <translation>не менее {value} токенов/с в сумме</translation>
    </message>
    <message>
        <source>Must-have: an offer that misses it cannot be accepted. Nice to have: preferred, and may be weighed against price.</source>
        <translation>Обязательно: предложение, которое этому не отвечает, не может быть принято. Желательно: предпочтительно, можно соотносить с ценой.</translation>
    </message>
    <message>
        <source>… (shortened for print: {n} more characters are in the workload file)</source>
        <translation>… (сокращено для печати: ещё {n} символов — в файле нагрузки)</translation>
    </message>
    <message>
        <source>Request for a GPU server quote</source>
        <translation>Запрос коммерческого предложения на GPU-сервер</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Страница {page} из {pages}</translation>
    </message>
    <message>
        <source>not specified</source>
        <translation>не указано</translation>
    </message>
    <message>
        <source>must-have</source>
        <translation>обязательно</translation>
    </message>
    <message>
        <source>nice to have</source>
        <translation>желательно</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>оценка</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Резюме</translation>
    </message>
    <message>
        <source>Requirements</source>
        <translation>Данные для оценки GPU-конфигурации</translation>
    </message>
    <message>
        <source>GPU memory (VRAM) budget</source>
        <translation>Бюджет памяти GPU (VRAM)</translation>
    </message>
    <message>
        <source>Candidate configurations</source>
        <translation>Рассматриваемые конфигурации</translation>
    </message>
    <message>
        <source>Bottlenecks and risks</source>
        <translation>Узкие места и риски</translation>
    </message>
    <message>
        <source>Pilot test</source>
        <translation>Пилотный тест</translation>
    </message>
    <message>
        <source>Questions for the provider</source>
        <translation>Вопросы к провайдеру</translation>
    </message>
    <message>
        <source>What the budget assumes</source>
        <translation>Допущения бюджета</translation>
    </message>
    <message>
        <source>What was assumed</source>
        <translation>Что было принято</translation>
    </message>
    <message>
        <source>Pilot status</source>
        <translation>Статус пилота</translation>
    </message>
    <message>
        <source>The pilot we propose</source>
        <translation>Предлагаемый пилот</translation>
    </message>
    <message>
        <source>Measured in the pilot</source>
        <translation>Измерено в пилоте</translation>
    </message>
    <message>
        <source>Warnings and notes</source>
        <translation>Предупреждения и примечания</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Задача</translation>
    </message>
    <message>
        <source>Representation</source>
        <translation>Представление</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Нагрузка</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Эксплуатация</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>Подготовил(а)</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>Компания</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>Эл. почта</translation>
    </message>
    <message>
        <source>Headroom version</source>
        <translation>Версия Headroom</translation>
    </message>
    <message>
        <source>Catalog version</source>
        <translation>Версия каталога</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Область</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <source>Requirement</source>
        <translation>Что сообщаем</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Компонент</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Нижняя</translation>
    </message>
    <message>
        <source>Typical</source>
        <translation>Обычная</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Верхняя</translation>
    </message>
    <message>
        <source>How it is estimated</source>
        <translation>Как оценено</translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation>На один GPU</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Конфигурация</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Наблюдение</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Что делать</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>Версия (revision)</translation>
    </message>
    <message>
        <source>Usage rights</source>
        <translation>Права использования</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Maximum context</source>
        <translation>Максимальный контекст</translation>
    </message>
    <message>
        <source>Mode of work</source>
        <translation>Режим работы</translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation>Назначение</translation>
    </message>
    <message>
        <source>Training settings</source>
        <translation>Параметры обучения</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Набор данных</translation>
    </message>
    <message>
        <source>Precision / quantization</source>
        <translation>Точность / квантизация</translation>
    </message>
    <message>
        <source>KV cache precision</source>
        <translation>Точность KV-кэша</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>Среда выполнения</translation>
    </message>
    <message>
        <source>Typical input</source>
        <translation>Типичный вход</translation>
    </message>
    <message>
        <source>Long input</source>
        <translation>Длинный вход</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Размер пакета</translation>
    </message>
    <message>
        <source>People who use it</source>
        <translation>Сколько людей пользуется</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>Одновременность</translation>
    </message>
    <message>
        <source>Requests per day</source>
        <translation>Запросов в день</translation>
    </message>
    <message>
        <source>Time for the whole answer</source>
        <translation>Время всего ответа</translation>
    </message>
    <message>
        <source>Latency (time to first token)</source>
        <translation>Задержка (время до первого токена)</translation>
    </message>
    <message>
        <source>Speed per user</source>
        <translation>Скорость на пользователя</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Пропускная способность</translation>
    </message>
    <message>
        <source>Time for the training job</source>
        <translation>Время на обучение</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Качество</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Данные</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Хранилище</translation>
    </message>
    <message>
        <source>System RAM</source>
        <translation>Системная RAM</translation>
    </message>
    <message>
        <source>Management</source>
        <translation>Управление</translation>
    </message>
    <message>
        <source>Backup</source>
        <translation>Резервное копирование</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Размещение</translation>
    </message>
    <message>
        <source>Isolation</source>
        <translation>Изоляция</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Сроки</translation>
    </message>
    <message>
        <source>Other notes</source>
        <translation>Прочее</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <source>Must-have missed</source>
        <translation>Не выполнено обязательное требование</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Память на GPU</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Запас</translation>
    </message>
    <message>
        <source>Placement of the model</source>
        <translation>Размещение модели</translation>
    </message>
    <message>
        <source>Limits that still fit</source>
        <translation>Пределы, которые ещё помещаются</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Время до первого токена</translation>
    </message>
    <message>
        <source>Time to first token, long input</source>
        <translation>Время до первого токена, длинный вход</translation>
    </message>
    <message>
        <source>Total throughput</source>
        <translation>Общая пропускная способность</translation>
    </message>
    <message>
        <source>Training throughput</source>
        <translation>Скорость обучения</translation>
    </message>
    <message>
        <source>Time for the dataset</source>
        <translation>Время на набор данных</translation>
    </message>
    <message>
        <source>Listed price</source>
        <translation>Цена по прайсу</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>NVMe storage</source>
        <translation>Диски NVMe</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Сеть</translation>
    </message>
    <message>
        <source>Power and cooling</source>
        <translation>Питание и охлаждение</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>Критично</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Внимание</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <source>No pilot test has been run yet.</source>
        <translation>Пилотный тест ещё не проводился.</translation>
    </message>
    <message>
        <source>A pilot test is planned but has not been run yet.</source>
        <translation>Пилотный тест запланирован, но ещё не проводился.</translation>
    </message>
    <message>
        <source>A pilot test has been run.</source>
        <translation>Пилотный тест проведён.</translation>
    </message>
    <message>
        <source>answer requests through an API</source>
        <translation>отвечать на запросы через API</translation>
    </message>
    <message>
        <source>process batches of documents</source>
        <translation>обрабатывать пакеты документов</translation>
    </message>
    <message>
        <source>compute embeddings</source>
        <translation>вычислять embeddings</translation>
    </message>
    <message>
        <source>adapt the model to our task</source>
        <translation>адаптировать модель к нашей задаче</translation>
    </message>
    <message>
        <source>fine-tune the model</source>
        <translation>дообучить модель</translation>
    </message>
    <message>
        <source>other</source>
        <translation>другое</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Сервер</translation>
    </message>
    <message>
        <source>All workloads together</source>
        <translation>Все нагрузки вместе</translation>
    </message>
    <message>
        <source>Busiest GPU: need / usable</source>
        <translation>Самый загруженный GPU: нужно / доступно</translation>
    </message>
    <message>
        <source>Price / month</source>
        <translation>Цена в месяц</translation>
    </message>
    <message>
        <source>This request covers several workloads meant to run on one server: {names}.</source>
        <translation>Этот запрос охватывает несколько нагрузок, которые должны работать на одном сервере: {names}.</translation>
    </message>
    <message>
        <source>One server for these workloads: {names}. {recommendation}</source>
        <translation>Один сервер для этих нагрузок: {names}. {recommendation}</translation>
    </message>
    <message>
        <source>The workloads together</source>
        <translation>Нагрузки вместе</translation>
    </message>
    <message>
        <source>Workload {n} ({name}): {section}</source>
        <translation>Нагрузка {n} ({name}): {section}</translation>
    </message>
</context>
<context>
    <name>QuoteDialog</name>
    <message>
        <source>Export quote request</source>
        <translation>Экспорт запроса коммерческого предложения</translation>
    </message>
    <message>
        <source>The document&apos;s language; it need not be the window&apos;s.</source>
        <translation>Язык документа; он может отличаться от языка интерфейса.</translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation>&amp;Сохранить PDF…</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>Формат &amp;бумаги:</translation>
    </message>
    <message>
        <source>&amp;Prepared by:</source>
        <translation>&amp;Подготовил:</translation>
    </message>
    <message>
        <source>&amp;Company:</source>
        <translation>&amp;Компания:</translation>
    </message>
    <message>
        <source>&amp;E-mail:</source>
        <translation>&amp;Эл. почта:</translation>
    </message>
    <message>
        <source>The workload has problems to fix before a quote can be made.</source>
        <translation>В описании нагрузки есть ошибки: исправьте их, чтобы сформировать запрос КП.</translation>
    </message>
    <message numerus="yes">
        <source>Configurations: the %n profiles you added to the quote.</source>
        <translation>
            <numerusform>Конфигурации: %n профиль, добавленный вами в запрос.</numerusform>
            <numerusform>Конфигурации: %n профиля, добавленные вами в запрос.</numerusform>
            <numerusform>Конфигурации: %n профилей, добавленных вами в запрос.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved the quote request, %n pages, to {path}</source>
        <translation>
            <numerusform>Запрос КП сохранён (%n страница): {path}</numerusform>
            <numerusform>Запрос КП сохранён (%n страницы): {path}</numerusform>
            <numerusform>Запрос КП сохранён (%n страниц): {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No profiles were added to the quote: it shows the three best-ranked of all %n profiles.</source>
        <translation>
            <numerusform>В запрос не добавлено ни одного профиля: в нём показаны три лучших из всех %n профиля.</numerusform>
            <numerusform>В запрос не добавлено ни одного профиля: в нём показаны три лучших из всех %n профилей.</numerusform>
            <numerusform>В запрос не добавлено ни одного профиля: в нём показаны три лучших из всех %n профилей.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save quote request</source>
        <translation>Сохранить запрос КП</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Документы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Quote not saved</source>
        <translation>Запрос КП не сохранён</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>Не удалось записать {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>RatesEditor</name>
    <message>
        <source>Currency</source>
        <translation>Валюта</translation>
    </message>
    <message>
        <source>Per 1 {base}</source>
        <translation>За 1 {base}</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>Курсы валют</translation>
    </message>
    <message>
        <source>&amp;Add currency</source>
        <translation>&amp;Добавить валюту</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Restore the &amp;defaults</source>
        <translation>&amp;Вернуть значения по умолчанию</translation>
    </message>
    <message>
        <source>Use the shipped rates again (their date and source are shown).</source>
        <translation>Снова использовать поставляемые курсы (их дата и источник показаны).</translation>
    </message>
    <message>
        <source>Your own rates{date}. Offers in a currency not listed here are not ranked against offers in other currencies.</source>
        <translation>Ваши собственные курсы{date}. Предложения в валюте, которой здесь нет, не сравниваются с предложениями в других валютах.</translation>
    </message>
    <message>
        <source>Shipped defaults: {source} ({date}). Replace them with the rates you use; offers in a currency not listed here are not ranked against offers in other currencies.</source>
        <translation>Поставляемые по умолчанию: {source} ({date}). Замените их курсами, которыми пользуетесь вы; предложения в валюте, которой здесь нет, не сравниваются с предложениями в других валютах.</translation>
    </message>
    <message>
        <source>Row {row}: “{code}” is not a three-letter currency code.</source>
        <translation>Строка {row}: «{code}» — не трёхбуквенный код валюты.</translation>
    </message>
    <message>
        <source>{code}: the rate must be a number above 0.</source>
        <translation>{code}: курс должен быть числом больше 0.</translation>
    </message>
</context>
<context>
    <name>RepresentationPage</name>
    <message>
        <source>The model&apos;s weights</source>
        <translation>Веса модели</translation>
    </message>
    <message>
        <source>Wei&amp;ght precision:</source>
        <translation>Точность &amp;весов:</translation>
    </message>
    <message>
        <source>How many bits store each of the model&apos;s numbers. Fewer bits: less memory and usually faster answers, at some cost in answer quality.</source>
        <translation>Сколько бит отводится на каждое число модели. Меньше бит — меньше памяти и обычно более быстрые ответы, но несколько ниже их качество.</translation>
    </message>
    <message>
        <source>Automatic — as the model is released</source>
        <translation>Автоматически — как выпущена модель</translation>
    </message>
    <message>
        <source>The text encoders (image generation)</source>
        <translation>Текстовые кодировщики (генерация изображений)</translation>
    </message>
    <message>
        <source>Te&amp;xt-encoder precision:</source>
        <translation>Точность текстовых &amp;кодировщиков:</translation>
    </message>
    <message>
        <source>The models that read the description before the image is made (T5-XXL alone is 4.8 billion parameters). Storing them in 8 or 4 bits saves several GB at a small cost in how well the image follows the text.</source>
        <translation>Модели, которые читают описание до создания изображения (один T5-XXL — 4,8 млрд параметров). Хранение в 8 или 4 битах экономит несколько ГБ ценой небольшой потери в том, насколько изображение следует тексту.</translation>
    </message>
    <message>
        <source>Automatic — 16-bit, as the pipeline runs</source>
        <translation>Автоматически — 16 бит, как работает конвейер</translation>
    </message>
    <message>
        <source>The conversation memory (KV cache)</source>
        <translation>Память диалогов (KV-кэш)</translation>
    </message>
    <message>
        <source>&amp;KV-cache precision:</source>
        <translation>Точность &amp;KV-кэша:</translation>
    </message>
    <message>
        <source>The KV cache holds each conversation&apos;s tokens while the model answers. It grows with text length and with the number of users; storing it in fewer bits lets more fit.</source>
        <translation>KV-кэш хранит токены каждого диалога, пока модель отвечает. Он растёт с длиной текста и числом пользователей; если хранить его в меньшем числе бит, поместится больше.</translation>
    </message>
    <message>
        <source>Automatic — 16-bit (BF16)</source>
        <translation>Автоматически — 16 бит (BF16)</translation>
    </message>
    <message>
        <source>The software that runs it</source>
        <translation>Программа для запуска</translation>
    </message>
    <message>
        <source>&amp;Runtime:</source>
        <translation>&amp;Среда выполнения:</translation>
    </message>
    <message>
        <source>The serving or training software. It decides how memory is reserved and which formats can be used.</source>
        <translation>Программа для инференса или обучения. От неё зависит, как резервируется память и какие форматы можно использовать.</translation>
    </message>
    <message>
        <source>Representation</source>
        <translation>Представление</translation>
    </message>
    <message>
        <source>How the model is stored and run. Each choice trades memory against answer quality and speed; &apos;Automatic&apos; keeps the model as released.</source>
        <translation>Как модель хранится и запускается. Каждый вариант — компромисс между памятью, качеством ответов и скоростью; «Автоматически» оставляет модель в том виде, в каком она выпущена.</translation>
    </message>
    <message>
        <source>{name} — {bits} bits, {quality}</source>
        <translation>{name} — {bits} бит, {quality}</translation>
    </message>
    <message>
        <source>Speed: the reference; every token reads all weights at full size.</source>
        <translation>Скорость: эталонная; для каждого токена все веса читаются в полном размере.</translation>
    </message>
    <message>
        <source>Speed: usually faster generation than 16-bit (half the bytes read per token).</source>
        <translation>Скорость: генерация обычно быстрее, чем в 16 битах (на токен читается вдвое меньше байт).</translation>
    </message>
    <message>
        <source>Speed: usually the fastest generation for one user (fewest bytes per token); prompt processing can be slower while weights are unpacked.</source>
        <translation>Скорость: обычно самая быстрая генерация для одного пользователя (меньше всего байт на токен); обработка промпта может быть медленнее из-за распаковки весов.</translation>
    </message>
    <message>
        <source>Memory: about {bits} bits per weight (16-bit formats use 16).</source>
        <translation>Память: около {bits} бит на вес (в 16-битных форматах — 16).</translation>
    </message>
    <message>
        <source>Quality: {quality}.</source>
        <translation>Качество: {quality}.</translation>
    </message>
    <message>
        <source>Needs GPUs with native {kinds} support to be fast.</source>
        <translation>Для высокой скорости нужны GPU с аппаратной поддержкой {kinds}.</translation>
    </message>
    <message>
        <source>Runs on: {runtimes}.</source>
        <translation>Поддерживается в: {runtimes}.</translation>
    </message>
    <message>
        <source>Memory: about {bits} bits per cached value (16-bit uses 16); fewer bits fit more users or longer texts.</source>
        <translation>Память: около {bits} бит на кэшированное значение (в 16 битах — 16); чем меньше бит, тем больше пользователей или длиннее тексты помещаются.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>Automatic uses {format} here (as released; BF16 for training, NF4 for QLoRA).</source>
        <translation>Здесь «Автоматически» означает {format} (как выпущена модель; BF16 для обучения, NF4 для QLoRA).</translation>
    </message>
    <message>
        <source>Automatic keeps the cache in 16-bit: the reference quality.</source>
        <translation>«Автоматически» хранит кэш в 16 битах: эталонное качество.</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Target &amp;server:</source>
        <translation>Целевой &amp;сервер:</translation>
    </message>
    <message>
        <source>the verdict</source>
        <translation>вердикт</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <source>How the work is placed</source>
        <translation>Как распределяется работа</translation>
    </message>
    <message>
        <source>&amp;Warnings and advice</source>
        <translation>&amp;Предупреждения и советы</translation>
    </message>
    <message>
        <source>Memory of this workload</source>
        <translation>Память этой нагрузки</translation>
    </message>
    <message>
        <source>Wait against traffic</source>
        <translation>Ожидание и трафик</translation>
    </message>
    <message>
        <source>All workloads together</source>
        <translation>Все нагрузки вместе</translation>
    </message>
    <message>
        <source>Sizes in:</source>
        <translation>Единицы размеров:</translation>
    </message>
    <message>
        <source>Show sizes in {unit}</source>
        <translation>Показывать размеры в {unit}</translation>
    </message>
    <message>
        <source>Every size in the window switches to {unit}.</source>
        <translation>Все размеры в окне будут показаны в {unit}.</translation>
    </message>
    <message>
        <source>GB and GiB</source>
        <translation>GB и GiB</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <source>Measure</source>
        <translation>Метрика</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Измерено</translation>
    </message>
    <message>
        <source>Estimate (typical, low – high)</source>
        <translation>Оценка (типичная, мин. – макс.)</translation>
    </message>
    <message>
        <source>Against the estimate</source>
        <translation>Относительно оценки</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Критерий</translation>
    </message>
    <message>
        <source>Decides</source>
        <translation>Значимость</translation>
    </message>
    <message>
        <source>Worst measured</source>
        <translation>Худшее измеренное</translation>
    </message>
    <message>
        <source>In run</source>
        <translation>В прогоне</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Прогон</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Входные токены</translation>
    </message>
    <message>
        <source>At once</source>
        <translation>Одновременно</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Запросы</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Сбоев</translation>
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
        <translation>Оц. TTFT</translation>
    </message>
    <message>
        <source>Tokens/s per user</source>
        <translation>Токенов/с на пользователя</translation>
    </message>
    <message>
        <source>Est. tokens/s per user</source>
        <translation>Оц. токенов/с на пользователя</translation>
    </message>
    <message>
        <source>Tokens/s, all</source>
        <translation>Токенов/с, всего</translation>
    </message>
    <message>
        <source>Peak GPU memory</source>
        <translation>Пиковая память GPU</translation>
    </message>
    <message>
        <source>Meets criteria</source>
        <translation>Критерии выполнены</translation>
    </message>
    <message>
        <source>Measured against the estimate</source>
        <translation>Измерения в сравнении с оценкой</translation>
    </message>
    <message>
        <source>Memory per component (pilot_memory.py)</source>
        <translation>Память по компонентам (pilot_memory.py)</translation>
    </message>
    <message>
        <source>Acceptance criteria</source>
        <translation>Критерии приёмки</translation>
    </message>
    <message>
        <source>Every run of the load test</source>
        <translation>Все прогоны нагрузочного теста</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Примечания</translation>
    </message>
    <message>
        <source>No results imported yet. When the pilot has run, choose Import results… and pick its results.json (and the memory-….json files, if any).</source>
        <translation>Результаты ещё не импортированы. Когда пилот будет проведён, выберите «Импорт результатов…» и укажите его results.json (и файлы memory-….json, если они есть).</translation>
    </message>
    <message>
        <source>Versions: {list}</source>
        <translation>Версии: {list}</translation>
    </message>
    <message>
        <source>Imported: {files}.</source>
        <translation>Импортировано: {files}.</translation>
    </message>
    <message>
        <source>Model measured: {models}.</source>
        <translation>Модель в измерениях: {models}.</translation>
    </message>
    <message>
        <source>Measured {start} – {end}.</source>
        <translation>Период измерений: {start} – {end}.</translation>
    </message>
    <message>
        <source>Estimates on {server}.</source>
        <translation>Оценки для {server}.</translation>
    </message>
    <message>
        <source>No server chosen for the pilot: speeds are shown without an estimate.</source>
        <translation>Сервер для пилота не выбран: скорости показаны без оценки.</translation>
    </message>
</context>
<context>
    <name>ResultsProblemsDialog</name>
    <message>
        <source>Pilot results not read</source>
        <translation>Результаты пилота не прочитаны</translation>
    </message>
    <message>
        <source>These files are not pilot results Headroom can read; nothing of them was imported.</source>
        <translation>Эти файлы не являются результатами пилота, которые Headroom может прочитать; из них ничего не импортировано.</translation>
    </message>
    <message numerus="yes">
        <source>The other %n files were imported.</source>
        <translation>
            <numerusform>Импортирован %n другой файл.</numerusform>
            <numerusform>Импортировано %n других файла.</numerusform>
            <numerusform>Импортировано %n других файлов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Проблемы</translation>
    </message>
</context>
<context>
    <name>Runtimes</name>
    <message>
        <source>High-throughput serving for many users; reserves most of the GPU memory at start.</source>
        <translation>Высокопроизводительный инференс для множества пользователей; при запуске резервирует бо́льшую часть памяти GPU.</translation>
    </message>
    <message>
        <source>High-throughput serving, similar to vLLM; strong at shared prompt prefixes.</source>
        <translation>Высокопроизводительный инференс, как у vLLM; силён при общих префиксах промптов.</translation>
    </message>
    <message>
        <source>Hugging Face Text Generation Inference: production serving.</source>
        <translation>Hugging Face Text Generation Inference: инференс для промышленной эксплуатации.</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s compiled engine (also inside NIM): the fastest on NVIDIA GPUs; builds an engine per model and GPU.</source>
        <translation>Компилируемый движок NVIDIA (он же внутри NIM): самый быстрый на GPU NVIDIA; собирает движок под каждую модель и GPU.</translation>
    </message>
    <message>
        <source>The Hugging Face library: simple, slower for serving; usual for training.</source>
        <translation>Библиотека Hugging Face: простая, для инференса медленнее; обычно используется для обучения.</translation>
    </message>
    <message>
        <source>Runs GGUF files, also on small servers and workstations.</source>
        <translation>Запускает файлы GGUF, в том числе на небольших серверах и рабочих станциях.</translation>
    </message>
    <message>
        <source>Easy local serving on top of llama.cpp.</source>
        <translation>Простой локальный инференс на базе llama.cpp.</translation>
    </message>
    <message>
        <source>Another runtime: a neutral estimate.</source>
        <translation>Другая среда выполнения: нейтральная оценка.</translation>
    </message>
</context>
<context>
    <name>Scenarios</name>
    <message>
        <source>Internal chat assistant for about 50 staff</source>
        <translation>Внутренний чат-ассистент примерно для 50 сотрудников</translation>
    </message>
    <message>
        <source>Llama 3.1 8B in full 16-bit quality on vLLM. Of 50 staff, about 1 in 6 asks something at the same moment: 8 conversations at once. A question with its context is about 2,000 tokens (three pages), an answer about 500; a pasted long document up to 16,000 tokens. First words within 2 seconds and at least 20 tokens per second for each reader (faster than reading).</source>
        <translation>Llama 3.1 8B в полном 16-битном качестве на vLLM. Из 50 сотрудников примерно каждый шестой задаёт вопрос одновременно с другими: 8 диалогов сразу. Вопрос с контекстом — около 2000 токенов (три страницы), ответ — около 500; вставленный длинный документ — до 16&#xa0;000 токенов. Первые слова — в течение 2 секунд и не менее 20 токенов в секунду для каждого читателя (быстрее, чем он читает).</translation>
    </message>
    <message>
        <source>Questions about long documents (contracts, reports)</source>
        <translation>Вопросы по длинным документам (договоры, отчёты)</translation>
    </message>
    <message>
        <source>Llama 3.1 70B compressed to 4 bits (AWQ) on vLLM. Documents of 40–60 pages (about 32,000 tokens) with answers of about 1,000 tokens; 4 questions at once; the longest document 100,000 tokens. Waiting up to 15 seconds for the first words is acceptable.</source>
        <translation>Llama 3.1 70B, сжатая до 4 бит (AWQ), на vLLM. Документы по 40–60 страниц (около 32&#xa0;000 токенов), ответы — около 1000 токенов; 4 вопроса одновременно; самый длинный документ — 100&#xa0;000 токенов. Ожидание первых слов до 15 секунд допустимо.</translation>
    </message>
    <message>
        <source>Overnight batch summaries</source>
        <translation>Ночная пакетная подготовка резюме документов</translation>
    </message>
    <message>
        <source>Llama 3.1 8B on vLLM summarises 10,000 documents a night: each about 4,000 tokens in, 300 tokens out, 32 documents in parallel. Nobody waits for single answers; the whole batch must finish in 8 hours: 10,000 × 300 tokens ÷ 28,800 s ≈ 105 tokens per second, asked as 150 for margin.</source>
        <translation>Llama 3.1 8B на vLLM за ночь готовит краткое содержание 10&#xa0;000 документов: на входе около 4000 токенов, на выходе 300 токенов, 32 документа параллельно. Никто не ждёт отдельных ответов; весь пакет должен быть обработан за 8 часов: 10&#xa0;000 × 300 токенов ÷ 28&#xa0;800 с ≈ 105 токенов в секунду, с запасом заложено 150.</translation>
    </message>
    <message>
        <source>Adapt a model to our support tickets (LoRA)</source>
        <translation>Адаптация модели к нашим обращениям в поддержку (LoRA)</translation>
    </message>
    <message>
        <source>Llama 3.1 8B adapted with LoRA (rank 16, all linear layers) on about 20 million tokens of support tickets, 3 passes, sequences of 2,048 tokens, 4 per step, gradient checkpointing on, one GPU, with Hugging Face transformers.</source>
        <translation>Llama 3.1 8B, адаптированная с помощью LoRA (ранг 16, все линейные слои) примерно на 20 млн токенов обращений в поддержку: 3 прохода, последовательности по 2048 токенов, 4 на шаг, чекпоинтинг градиентов включён, один GPU, Hugging Face transformers.</translation>
    </message>
    <message>
        <source>Embeddings for document search</source>
        <translation>Эмбеддинги для поиска по документам</translation>
    </message>
    <message>
        <source>BGE-M3 turns text into search vectors: passages of up to 512 tokens, 64 at a time, for indexing about a million passages and answering search queries. No text is generated.</source>
        <translation>BGE-M3 преобразует текст в поисковые векторы: фрагменты до 512 токенов, по 64 за раз, для индексации около миллиона фрагментов и ответов на поисковые запросы. Текст не генерируется.</translation>
    </message>
</context>
<context>
    <name>ServerPicker</name>
    <message>
        <source>Target server</source>
        <translation>Целевой сервер</translation>
    </message>
    <message>
        <source>The server to check the workload against: an example profile or one you saved in the Servers view.</source>
        <translation>Сервер, на соответствие которому проверяется нагрузка: профиль-пример или профиль, сохранённый вами в разделе «Серверы».</translation>
    </message>
    <message>
        <source>No server picked — show the memory needed</source>
        <translation>Сервер не выбран — показать требуемую память</translation>
    </message>
    <message>
        <source>Your saved servers</source>
        <translation>Ваши сохранённые серверы</translation>
    </message>
    <message>
        <source>Example servers</source>
        <translation>Серверы-примеры</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>As the system (default)</source>
        <translation>Как в системе (по умолчанию)</translation>
    </message>
    <message>
        <source>The language of the window and of the messages.</source>
        <translation>Язык окна и сообщений.</translation>
    </message>
    <message>
        <source>GB — 10⁹ bytes, as vendors quote memory</source>
        <translation>GB — 10⁹ байт, как объём памяти указывают производители</translation>
    </message>
    <message>
        <source>GiB — 2³⁰ bytes, as nvidia-smi shows it</source>
        <translation>GiB — 2³⁰ байт, как показывает nvidia-smi</translation>
    </message>
    <message>
        <source>The unit every size in the window is shown in.</source>
        <translation>Единица, в которой показываются все размеры в окне.</translation>
    </message>
    <message>
        <source>A new language applies the next time Headroom starts.</source>
        <translation>Новый язык будет применён при следующем запуске Headroom.</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>Курсы валют</translation>
    </message>
    <message>
        <source>Bought servers</source>
        <translation>Купленные серверы</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>&amp;Sizes in:</source>
        <translation>&amp;Единицы размеров:</translation>
    </message>
</context>
<context>
    <name>TargetField</name>
    <message>
        <source>must-have</source>
        <translation>обязательно</translation>
    </message>
    <message>
        <source>nice-to-have</source>
        <translation>желательно</translation>
    </message>
    <message>
        <source>Must-have: a server that misses it is out. Nice-to-have: preferred, not required.</source>
        <translation>Обязательно: сервер, который не выполняет требование, исключается. Желательно: предпочтительно, но не обязательно.</translation>
    </message>
    <message>
        <source>{name}: importance</source>
        <translation>{name}: важность</translation>
    </message>
</context>
<context>
    <name>TargetsPage</name>
    <message>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <source>First words wi&amp;thin:</source>
        <translation>&amp;Первые слова в течение:</translation>
    </message>
    <message>
        <source>Time to first token: how long someone waits before the answer starts to appear. 1–3 s feels responsive in chat.</source>
        <translation>Время до первого токена: сколько пользователь ждёт, прежде чем начнёт появляться ответ. В чате 1–3 с воспринимаются как быстрый отклик.</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>не задано</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>с</translation>
    </message>
    <message>
        <source>…for th&amp;is share of answers:</source>
        <translation>…для &amp;доли ответов:</translation>
    </message>
    <message>
        <source>With traffic (Load step): the share of answers, in per cent, that must start within the time above, e.g. 95 for &apos;95 % of answers start within 2 s&apos;. Empty: half of them (the median).</source>
        <translation>При трафике (шаг «Нагрузка»): доля ответов в процентах, которые должны начаться не позже указанного времени, например 95 для «95 % ответов начинаются в течение 2 с». Пусто — половина (медиана).</translation>
    </message>
    <message>
        <source>Who&amp;le answer within:</source>
        <translation>&amp;Весь ответ не дольше:</translation>
    </message>
    <message>
        <source>Time from sending the question to the last word of the answer.</source>
        <translation>Время от отправки вопроса до последнего слова ответа.</translation>
    </message>
    <message>
        <source>…for this share of &amp;complete answers:</source>
        <translation>…для доли &amp;полных ответов:</translation>
    </message>
    <message>
        <source>With traffic: the share of answers, in per cent, that must finish within the time above.</source>
        <translation>При трафике: доля ответов в процентах, которые должны завершиться не позже указанного времени.</translation>
    </message>
    <message>
        <source>&amp;Reading speed per user:</source>
        <translation>Скорость &amp;чтения на пользователя:</translation>
    </message>
    <message>
        <source>How fast each answer streams. People read about 5–10 tokens per second; 20 feels fluent.</source>
        <translation>Как быстро выводится каждый ответ. Люди читают примерно 5–10 токенов в секунду; 20 воспринимается как плавный вывод.</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>токенов/с</translation>
    </message>
    <message>
        <source>Total thr&amp;oughput:</source>
        <translation>&amp;Общая пропускная способность:</translation>
    </message>
    <message>
        <source>Tokens generated per second by the whole server, all users together; matters for batch jobs.</source>
        <translation>Число токенов, генерируемых в секунду всем сервером для всех пользователей вместе; важно для пакетных заданий.</translation>
    </message>
    <message>
        <source>Speed targets apply to serving. For training, the result shows the estimated training time on the picked server.</source>
        <translation>Целевые скорости относятся к инференсу. Для обучения в результате показывается оценка времени обучения на выбранном сервере.</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>Время обучения</translation>
    </message>
    <message>
        <source>Whole &amp;job within:</source>
        <translation>&amp;Вся задача за:</translation>
    </message>
    <message>
        <source>The whole training job, every epoch over the dataset, must finish within this many hours. Needs the dataset size (Load step) to be checked.</source>
        <translation>Вся задача обучения, все эпохи по датасету, должна завершиться за столько часов. Для проверки нужен размер датасета (шаг «Нагрузка»).</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>часов</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Качество</translation>
    </message>
    <message>
        <source>&amp;Quality notes:</source>
        <translation>Требования к &amp;качеству:</translation>
    </message>
    <message>
        <source>What a good answer looks like, in your words: e.g. &apos;cites the right contract clause&apos;. The pilot checks it.</source>
        <translation>Как выглядит хороший ответ, своими словами: например, «ссылается на нужный пункт договора». Это проверяется в пилоте.</translation>
    </message>
    <message>
        <source>e.g. Answers match our knowledge base</source>
        <translation>например, ответы соответствуют нашей базе знаний</translation>
    </message>
    <message>
        <source>Quality wei&amp;ght:</source>
        <translation>&amp;Важность качества:</translation>
    </message>
    <message>
        <source>Must-have: a setup that fails it is out.</source>
        <translation>Обязательно: конфигурация, которая не выполняет требование, исключается.</translation>
    </message>
    <message>
        <source>must-have</source>
        <translation>обязательно</translation>
    </message>
    <message>
        <source>nice-to-have</source>
        <translation>желательно</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Цели</translation>
    </message>
    <message>
        <source>What is good enough? Leave a field empty when it does not matter. Must-haves rule servers out; nice-to-haves rank them.</source>
        <translation>Что считается достаточным? Оставьте поле пустым, если оно не важно. Обязательные требования исключают серверы, желательные — влияют на их ранжирование.</translation>
    </message>
    <message>
        <source>Estimate on {server}: about {typical} {unit} (between {low} and {high}).</source>
        <translation>Оценка для {server}: около {typical} {unit} (от {low} до {high}).</translation>
    </message>
    <message>
        <source>s</source>
        <translation>с</translation>
    </message>
    <message>
        <source>h</source>
        <translation>ч</translation>
    </message>
</context>
<context>
    <name>Tasks</name>
    <message>
        <source>Documents per hour</source>
        <translation>Документов в час</translation>
    </message>
    <message>
        <source>Tokens per hour</source>
        <translation>Токенов в час</translation>
    </message>
    <message>
        <source>Images per hour</source>
        <translation>Изображений в час</translation>
    </message>
    <message>
        <source>Audio hours transcribed per hour</source>
        <translation>Часов аудио, расшифрованных за час</translation>
    </message>
    <message>
        <source>documents</source>
        <translation>документов</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>токенов</translation>
    </message>
    <message>
        <source>images</source>
        <translation>изображений</translation>
    </message>
    <message>
        <source>audio hours</source>
        <translation>часов аудио</translation>
    </message>
    <message>
        <source>One request (images: {images}; steps: {steps})</source>
        <translation>Один запрос (изображений: {images}; шагов: {steps})</translation>
    </message>
    <message>
        <source>One request ({seconds} of audio)</source>
        <translation>Один запрос ({seconds} аудио)</translation>
    </message>
    <message>
        <source>One request ({tokens} tokens read)</source>
        <translation>Один запрос (прочитано токенов: {tokens})</translation>
    </message>
    <message>
        <source>One request, prompt to last token</source>
        <translation>Один запрос, от запроса до последнего токена</translation>
    </message>
    <message>
        <source>Image tokens in each prompt (in the KV cache and the time to first token)</source>
        <translation>Токены изображений в каждом запросе (в KV-кэше и во времени до первого токена)</translation>
    </message>
    <message>
        <source>Preparing the images on the CPU before the GPU sees them (part of the time to first token)</source>
        <translation>Подготовка изображений на CPU до того, как их получит GPU (часть времени до первого токена)</translation>
    </message>
    <message>
        <source>The batch of {amount} {unit} takes about {hours} h ({low}–{high} h)</source>
        <translation>Пакет из {amount} {unit} займёт около {hours} ч ({low}–{high} ч)</translation>
    </message>
    <message>
        <source>finished within the {deadline} h deadline</source>
        <translation>укладывается в срок {deadline} ч</translation>
    </message>
    <message>
        <source>NOT finished within the {deadline} h deadline</source>
        <translation>НЕ укладывается в срок {deadline} ч</translation>
    </message>
    <message>
        <source>it costs about {cost}</source>
        <translation>стоимость около {cost}</translation>
    </message>
    <message>
        <source>Images at once: {images}; denoiser tokens per image: {tokens}; steps: {steps}</source>
        <translation>Изображений одновременно: {images}; токенов денойзера на изображение: {tokens}; шагов: {steps}</translation>
    </message>
    <message>
        <source>the model&apos;s default</source>
        <translation>по умолчанию модели</translation>
    </message>
    <message>
        <source>30-second windows at once: {windows}; encoder positions per window: {positions}; beams: {beams}</source>
        <translation>Окон по 30 секунд одновременно: {windows}; позиций кодировщика на окно: {positions}; лучей: {beams}</translation>
    </message>
</context>
<context>
    <name>Together</name>
    <message>
        <source>fits: every workload has GPUs of its own; the busiest GPU needs {need} of {capacity}</source>
        <translation>помещается: у каждой нагрузки свои GPU; самому загруженному GPU нужно {need} из {capacity}</translation>
    </message>
    <message>
        <source>fits: {workload} shares a GPU (launched with {knob} {fraction}); the busiest GPU needs {need} of {capacity}</source>
        <translation>помещается: «{workload}» делит GPU с другой нагрузкой (запуск с {knob} {fraction}); самому загруженному GPU нужно {need} из {capacity}</translation>
    </message>
    <message>
        <source>fits: the workloads are never loaded at the same time, so the need is the larger one, {need} of {capacity}</source>
        <translation>помещается: нагрузки никогда не работают одновременно, поэтому нужен больший из двух объёмов — {need} из {capacity}</translation>
    </message>
    <message>
        <source>does not fit: {workload} does not fit on this server even alone</source>
        <translation>не помещается: «{workload}» не помещается на этот сервер даже в одиночку</translation>
    </message>
    <message>
        <source>does not fit: at {hours} the workloads loaded together need {need} on one GPU of {capacity}</source>
        <translation>не помещается: в {hours} одновременно загруженным нагрузкам нужно {need} на одном GPU из {capacity}</translation>
    </message>
    <message>
        <source>memory fits ({need} of {capacity} on the busiest GPU), but {workload} misses a must-have while it shares its GPU&apos;s time with the others</source>
        <translation>память помещается ({need} из {capacity} на самом загруженном GPU), но «{workload}» не выполняет обязательное требование, пока делит время своего GPU с другими</translation>
    </message>
    <message>
        <source>fits tightly</source>
        <translation>помещается впритык</translation>
    </message>
    <message>
        <source>shares GPU {gpus} with {others}</source>
        <translation>делит GPU {gpus} с: {others}</translation>
    </message>
    <message>
        <source>GPU {gpus}</source>
        <translation>GPU {gpus}</translation>
    </message>
    <message>
        <source>Workloads that share a GPU share its time: while all are busy each gets a part of it, so their speeds are divided by the number sharing before the must-haves are checked. A pilot measures it.</source>
        <translation>Нагрузки на одном GPU делят его время: пока заняты все, каждая получает свою часть, поэтому их скорость делится на число нагрузок на GPU, прежде чем проверяются обязательные требования. Пилот это измерит.</translation>
    </message>
    <message>
        <source>all day</source>
        <translation>весь день</translation>
    </message>
    <message>
        <source>No server in the list holds every workload and meets every must-have.</source>
        <translation>Ни один сервер из списка не вмещает все нагрузки с выполнением всех обязательных требований.</translation>
    </message>
    <message>
        <source> at {price} a month</source>
        <translation> за {price} в месяц</translation>
    </message>
    <message>
        <source>Recommended for the whole set: {server}{price}.</source>
        <translation>Рекомендуется для всего набора: {server}{price}.</translation>
    </message>
</context>
<context>
    <name>TogetherBox</name>
    <message>
        <source>All workloads together</source>
        <translation>Все нагрузки вместе</translation>
    </message>
    <message numerus="yes">
        <source>All %n workloads on one server</source>
        <translation>
            <numerusform>Все %n нагрузка на одном сервере</numerusform>
            <numerusform>Все %n нагрузки на одном сервере</numerusform>
            <numerusform>Все %n нагрузок на одном сервере</numerusform>
        </translation>
    </message>
    <message>
        <source>Fix the marked fields of: {names}.</source>
        <translation>Исправьте отмеченные поля у: {names}.</translation>
    </message>
    <message>
        <source>Pick a target server to see whether all the workloads fit on it together.</source>
        <translation>Выберите целевой сервер, чтобы узнать, поместятся ли на нём все нагрузки вместе.</translation>
    </message>
    <message numerus="yes">
        <source>All %n workloads together: {verdict}</source>
        <translation>
            <numerusform>Вместе %n нагрузка: {verdict}</numerusform>
            <numerusform>Вместе %n нагрузки: {verdict}</numerusform>
            <numerusform>Вместе %n нагрузок: {verdict}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TogetherChart</name>
    <message>
        <source>Memory per GPU, by workload</source>
        <translation>Память на каждом GPU по нагрузкам</translation>
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
        <translation>Все нагрузки на целевом сервере по GPU</translation>
    </message>
    <message>
        <source>Untitled workload</source>
        <translation>Нагрузка без названия</translation>
    </message>
    <message>
        <source>usable {size}</source>
        <translation>доступно {size}</translation>
    </message>
    <message>
        <source>Per GPU at {hours}, the busiest part of the day</source>
        <translation>По GPU в {hours}, самое загруженное время суток</translation>
    </message>
</context>
<context>
    <name>TogetherTab</name>
    <message>
        <source>Server</source>
        <translation>Сервер</translation>
    </message>
    <message>
        <source>All workloads together</source>
        <translation>Все нагрузки вместе</translation>
    </message>
    <message>
        <source>Busiest GPU: need / usable</source>
        <translation>Самый загруженный GPU: нужно / доступно</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Почему</translation>
    </message>
    <message>
        <source>The compared servers for all workloads together</source>
        <translation>Сравниваемые серверы для всех нагрузок вместе</translation>
    </message>
    <message>
        <source>Fix the marked fields of every workload to judge them together.</source>
        <translation>Исправьте отмеченные поля всех нагрузок, чтобы оценить их вместе.</translation>
    </message>
</context>
<context>
    <name>Traffic</name>
    <message>
        <source>Traffic at the busiest hour: {rate} requests/s ({share} of one server&apos;s peak of {peak} requests/s)</source>
        <translation>Трафик в самый загруженный час: {rate} запросов/с ({share} от пика одного сервера, {peak} запросов/с)</translation>
    </message>
    <message>
        <source>Time to first token on one server: p50 {p50}, p95 {p95}, p99 {p99}</source>
        <translation>Время до первого токена на одном сервере: p50 {p50}, p95 {p95}, p99 {p99}</translation>
    </message>
    <message>
        <source>Whole answer on one server: p50 {p50}, p95 {p95}, p99 {p99}</source>
        <translation>Весь ответ на одном сервере: p50 {p50}, p95 {p95}, p99 {p99}</translation>
    </message>
    <message>
        <source>Servers needed: {servers} (each {share} busy; first token p95 {p95}, whole answer p95 {request})</source>
        <translation>Нужно серверов: {servers} (каждый загружен на {share}; первый токен p95 {p95}, весь ответ p95 {request})</translation>
    </message>
    <message>
        <source>Servers needed: no number of servers meets the targets (even an idle server is slower than they ask)</source>
        <translation>Нужно серверов: ни при каком числе серверов цели не выполняются (даже свободный сервер медленнее, чем они требуют)</translation>
    </message>
    <message>
        <source>One server saturates: its queue grows through the busiest hour</source>
        <translation>Один сервер перегружен: его очередь растёт весь самый загруженный час</translation>
    </message>
    <message>
        <source>{name} p{percentile} at most {target}: one server {one}; on the servers needed {needed}</source>
        <translation>{name} p{percentile} не более {target}: один сервер {one}; на нужном числе серверов {needed}</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Время до первого токена</translation>
    </message>
    <message>
        <source>Whole answer</source>
        <translation>Весь ответ</translation>
    </message>
    <message>
        <source>{rate} requests/s at the busiest hour</source>
        <translation>{rate} запросов/с в самый загруженный час</translation>
    </message>
    <message>
        <source>{rate} requests/s at the busiest hour ({people} people × {per_person} requests an hour each)</source>
        <translation>{rate} запросов/с в самый загруженный час ({people} чел. × {per_person} запросов в час каждый)</translation>
    </message>
    <message>
        <source>arrivals in bursts (burstiness {burstiness})</source>
        <translation>запросы приходят пачками (неравномерность {burstiness})</translation>
    </message>
    <message>
        <source>{percentile} % within {value}</source>
        <translation>{percentile} % не дольше {value}</translation>
    </message>
    <message>
        <source>Requests per person per hour when not given: {source}.</source>
        <translation>Запросов на человека в час, если не указано: {source}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
</context>
<context>
    <name>TrafficCanvas</name>
    <message>
        <source>Wait for the first words against the traffic</source>
        <translation>Ожидание первых слов в зависимости от трафика</translation>
    </message>
    <message>
        <source>Time to first token (p{percentile}) against requests per second on one server; the server saturates at {peak} requests/s.</source>
        <translation>Время до первого токена (p{percentile}) в зависимости от запросов в секунду на одном сервере; сервер перегружается при {peak} запросах/с.</translation>
    </message>
    <message>
        <source>target {value}</source>
        <translation>цель {value}</translation>
    </message>
    <message>
        <source>saturates at {peak} requests/s</source>
        <translation>перегрузка при {peak} запросах/с</translation>
    </message>
    <message>
        <source>requests/s on one server; seconds to the first words (p{percentile})</source>
        <translation>запросов/с на один сервер; секунд до первых слов (p{percentile})</translation>
    </message>
</context>
<context>
    <name>WarningsPanel</name>
    <message>
        <source>Critical</source>
        <translation>Критично</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
</context>
<context>
    <name>WizardPanel</name>
    <message>
        <source>Wizard steps</source>
        <translation>Шаги мастера</translation>
    </message>
    <message>
        <source>Click a step to go there; ⚠ marks a step with a field to fix.</source>
        <translation>Щёлкните по шагу, чтобы перейти к нему; ⚠ отмечает шаг с полем, которое нужно исправить.</translation>
    </message>
    <message>
        <source>{number}. {title}</source>
        <translation>{number}. {title}</translation>
    </message>
    <message>
        <source>Help for the current field</source>
        <translation>Справка по текущему полю</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Назад</translation>
    </message>
    <message>
        <source>The previous step (Alt+B)</source>
        <translation>Предыдущий шаг (Alt+Н)</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Далее &gt;</translation>
    </message>
    <message>
        <source>The next step (Enter or Alt+N)</source>
        <translation>Следующий шаг (Enter или Alt+Д)</translation>
    </message>
    <message>
        <source>Fix the marked fields on this step first.</source>
        <translation>Сначала исправьте отмеченные поля на этом шаге.</translation>
    </message>
    <message>
        <source>{step} ▸ {field}</source>
        <translation>{step} ▸ {field}</translation>
    </message>
</context>
</TS>
