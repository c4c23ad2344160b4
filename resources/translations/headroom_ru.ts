<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
    <context>
        <name>Quote</name>
        <message>
            <source>Memory each GPU needs for the work as specified: sequences of {tokens} tokens in micro-batches of {sequences}, on {gpus} GPU(s), with {runtime}.</source>
            <translation>Память, нужная каждому GPU для задачи в заданном виде: последовательности по {tokens} токенов, micro-batch {sequences}, на {gpus} GPU, с {runtime}.</translation>
        </message>
        <message>
            <source>Memory each GPU needs for the work as specified: {tokens} tokens per request (input and output) × {sequences} requests at a time, on {gpus} GPU(s), with {runtime}.</source>
            <translation>Память, нужная каждому GPU для задачи в заданном виде: {tokens} токенов на запрос (вход и выход) × {sequences} одновременных запросов, на {gpus} GPU, с {runtime}.</translation>
        </message>
        <message>
            <source>As specified</source>
            <translation>Как задано</translation>
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
            <source>GB = 10⁹ bytes (vendors' figures), GiB = 2³⁰ bytes (what monitoring tools such as nvidia-smi show): {gb} = {gib}. A difference between the two is the unit, not missing memory. Figures in this document are in {unit}.</source>
            <translation>GB = 10⁹ байт (так указывают производители), GiB = 2³⁰ байт (так показывают средства мониторинга, например nvidia-smi): {gb} = {gib}. Разница между ними — это единица измерения, а не недостающая память. Значения в этом документе — в {unit}.</translation>
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
            <source>none</source>
            <translation>нет</translation>
        </message>
        <message>
            <source>{gpus}; {cores} CPU cores, {ram} RAM, NVMe {nvme}, network {count} × {gbps} Gb/s</source>
            <translation>{gpus}; {cores} ядер CPU, {ram} RAM, NVMe {nvme}, сеть {count} × {gbps} Гбит/с</translation>
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
            <source>none: short by {bytes} per GPU</source>
            <translation>нет: не хватает {bytes} на каждом GPU</translation>
        </message>
        <message>
            <source>recommended</source>
            <translation>рекомендуется</translation>
        </message>
        <message>
            <source>needs {need} ({low}–{high}) of {usable} usable</source>
            <translation>нужно {need} ({low}–{high}) из {usable} доступных</translation>
        </message>
        <message>
            <source>{amount} {currency} per month</source>
            <translation>{amount} {currency} в месяц</translation>
        </message>
        <message>
            <source>; {amount} {currency} per million generated tokens</source>
            <translation>; {amount} {currency} за миллион сгенерированных токенов</translation>
        </message>
        <message>
            <source>Shown: the {shown} best-ranked of {total} server profiles compared.</source>
            <translation>Показаны {shown} лучших из {total} сравненных профилей серверов.</translation>
        </message>
        <message>
            <source>Speeds are estimates from each GPU's published memory bandwidth and compute, not measurements; the pilot measures them.</source>
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
            <source>Record the versions: model revision {revision}, GPU driver, CUDA, {runtime} and its launch parameters, so the result can be repeated.</source>
            <translation>Записать версии: revision модели {revision}, драйвер GPU, CUDA, {runtime} и параметры запуска, чтобы результат можно было повторить.</translation>
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
            <source>Headroom's pilot kit (pilot_serve.py) runs the serving part of this plan against an OpenAI-compatible endpoint and records the figures.</source>
            <translation>Пилотный набор Headroom (pilot_serve.py) выполняет часть плана, касающуюся обслуживания запросов, на OpenAI-совместимом endpoint и записывает значения.</translation>
        </message>
        <message>
            <source>the offered GPUs</source>
            <translation>предлагаемых GPU</translation>
        </message>
        <message>
            <source>Software stack: which GPU driver, CUDA and {runtime} versions do you support on the {gpu}, and can we choose and pin them?</source>
            <translation>Программный стек: какие версии драйвера GPU, CUDA и {runtime} вы поддерживаете на {gpu}, и можем ли мы выбрать и зафиксировать их?</translation>
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
            <source>System RAM: at least as much as the GPUs' memory together ({ratio}×), for loading the model, caching and preparing data.</source>
            <translation>Системная RAM: не меньше суммарной памяти GPU ({ratio}×) — для загрузки модели, кэширования и подготовки данных.</translation>
        </message>
        <message>
            <source>CPU: at least {cores} physical cores per GPU, as GPU server reference designs use.</source>
            <translation>CPU: не менее {cores} физических ядер на GPU, как в эталонных конфигурациях GPU-серверов.</translation>
        </message>
        <message>
            <source>NVMe: loading reads at {share} of the drives' rated sequential speed; without local NVMe, at {net} of the network link.</source>
            <translation>NVMe: загрузка читает со скоростью {share} от паспортной последовательной скорости дисков; без локального NVMe — {net} от скорости сетевого канала.</translation>
        </message>
        <message>
            <source>Power: a whole server draws about {typical}× the GPUs' rated power at full load ({low}–{high}×), which sets the power and cooling it needs.</source>
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
            <source>{n} tokens</source>
            <translation>{n} токенов</translation>
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
            <source>The {model} model will answer requests with {runtime}: about {input} tokens in and {output} tokens out per request, {concurrency} requests at a time.</source>
            <translation>Модель {model} будет отвечать на запросы с {runtime}: примерно {input} токенов на входе и {output} на выходе на запрос, {concurrency} запросов одновременно.</translation>
        </message>
        <message>
            <source>It needs between {low} and {high} of GPU memory, about {typical} typically, on one GPU.</source>
            <translation>Ей нужно от {low} до {high} памяти GPU, обычно около {typical}, на одном GPU.</translation>
        </message>
        <message>
            <source>It needs between {low} and {high} of memory on each of {gpus} GPUs, about {typical} typically; the memory of several GPUs is not one pool.</source>
            <translation>Ей нужно от {low} до {high} памяти на каждом из {gpus} GPU, обычно около {typical}; память нескольких GPU — не единый пул.</translation>
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
            <source>optimizer {optimizer}, LoRA rank {rank}, gradient checkpointing {checkpointing}, sharding {sharding}</source>
            <translation>оптимизатор {optimizer}, ранг LoRA {rank}, gradient checkpointing: {checkpointing}, шардирование: {sharding}</translation>
        </message>
        <message>
            <source>{tokens} tokens × {epochs} epoch(s)</source>
            <translation>{tokens} токенов × эпох: {epochs}</translation>
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
            <translation>не указано (runtime сам объединяет одновременные запросы в batch)</translation>
        </message>
        <message>
            <source>up to {n} sequences per step</source>
            <translation>до {n} последовательностей за шаг</translation>
        </message>
        <message>
            <source>{n} requests at a time</source>
            <translation>{n} запросов одновременно</translation>
        </message>
        <message>
            <source>at most {value} s</source>
            <translation>не более {value} с</translation>
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
            <source>GPU memory budget</source>
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
            <translation>Framework</translation>
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
            <translation>Batch</translation>
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
    </context>
</TS>
