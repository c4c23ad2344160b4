<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name></name>
    <message numerus="yes">
        <source>Boundary: the criteria fail already at {m} concurrent requests.</source>
        <translation>
            <numerusform>Boundary: the criteria fail already at {m} concurrent request.</numerusform>
            <numerusform>Boundary: the criteria fail already at {m} concurrent requests.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n profiles.</source>
        <translation>
            <numerusform>Imported %n profile.</numerusform>
            <numerusform>Imported %n profiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Skipped %n already in the library.</source>
        <translation>
            <numerusform>Skipped %n already in the library.</numerusform>
            <numerusform>Skipped %n already in the library.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Renamed %n to keep names distinct.</source>
        <translation>
            <numerusform>Renamed %n to keep names distinct.</numerusform>
            <numerusform>Renamed %n to keep names distinct.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problems found.</source>
        <translation>
            <numerusform>%n problem found.</numerusform>
            <numerusform>%n problems found.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On hold: {count} fields need fixing (marked ⚠ in the steps); there are no figures until then.</source>
        <translation>
            <numerusform>On hold: {count} field needs fixing (marked ⚠ in the steps); there are no figures until then.</numerusform>
            <numerusform>On hold: {count} fields need fixing (marked ⚠ in the steps); there are no figures until then.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On hold: {count} fields need fixing (marked ⚠ in the steps). The chart shows the last valid figures.</source>
        <translation>
            <numerusform>On hold: {count} field needs fixing (marked ⚠ in the steps). The chart shows the last valid figures.</numerusform>
            <numerusform>On hold: {count} fields need fixing (marked ⚠ in the steps). The chart shows the last valid figures.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} tokens</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} token</numerusform>
            <numerusform>{n} tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} sequences</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} sequence</numerusform>
            <numerusform>{n} sequences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} requests</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} request</numerusform>
            <numerusform>{n} requests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} layers</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} layer</numerusform>
            <numerusform>{n} layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} full layers</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} full layer</numerusform>
            <numerusform>{n} full layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} windowed layers</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} windowed layer</numerusform>
            <numerusform>{n} windowed layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} parameters</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} parameter</numerusform>
            <numerusform>{n} parameters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} values</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} value</numerusform>
            <numerusform>{n} values</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} bytes</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} byte</numerusform>
            <numerusform>{n} bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} GPUs</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} GPU</numerusform>
            <numerusform>{n} GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} replicas</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} replica</numerusform>
            <numerusform>{n} replicas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} CPU cores</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} CPU core</numerusform>
            <numerusform>{n} CPU cores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} runs</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} run</numerusform>
            <numerusform>{n} runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} epochs</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} epoch</numerusform>
            <numerusform>{n} epochs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} experts</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} expert</numerusform>
            <numerusform>{n} experts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} fields</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} field</numerusform>
            <numerusform>{n} fields</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} profiles</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} profile</numerusform>
            <numerusform>{n} profiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} warnings</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} warning</numerusform>
            <numerusform>{n} warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} notes</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} note</numerusform>
            <numerusform>{n} notes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} blockers</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} blocker</numerusform>
            <numerusform>{n} blockers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} hours</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} hour</numerusform>
            <numerusform>{n} hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} people</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} person</numerusform>
            <numerusform>{n} people</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} months</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} month</numerusform>
            <numerusform>{n} months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} years</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} year</numerusform>
            <numerusform>{n} years</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} servers</source>
        <comment>count</comment>
        <translation>
            <numerusform>{n} server</numerusform>
            <numerusform>{n} servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n profiles to {path}.</source>
        <translation>
            <numerusform>Wrote %n profile to {path}.</numerusform>
            <numerusform>Wrote %n profiles to {path}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&apos;{name}&apos; is the name of %n profiles ({ids}): give the id of one</source>
        <translation>
            <numerusform>&apos;{name}&apos; is the name of %n profile ({ids}): give the id of one</numerusform>
            <numerusform>&apos;{name}&apos; is the name of %n profiles ({ids}): give the id of one</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BudgetChart</name>
    <message numerus="yes">
        <source>System RAM of each of %n servers</source>
        <translation>
            <numerusform>System RAM of %n server</numerusform>
            <numerusform>System RAM of each of %n servers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryFiles</name>
    <message numerus="yes">
        <source>Exported %n profiles to {file}.</source>
        <translation>
            <numerusform>Exported %n profile to {file}.</numerusform>
            <numerusform>Exported %n profiles to {file}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProfileLibraryView</name>
    <message numerus="yes">
        <source>Deleted %n profiles.</source>
        <translation>
            <numerusform>Deleted %n profile.</numerusform>
            <numerusform>Deleted %n profiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Restored %n profiles.</source>
        <translation>
            <numerusform>Restored %n profile.</numerusform>
            <numerusform>Restored %n profiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comparing the first six of the %n selected profiles.</source>
        <translation>
            <numerusform>Comparing the first six of the %n selected profiles.</numerusform>
            <numerusform>Comparing the first six of the %n selected profiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comparing %n profiles.</source>
        <translation>
            <numerusform>Comparing %n profile.</numerusform>
            <numerusform>Comparing %n profiles.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuoteDialog</name>
    <message numerus="yes">
        <source>Configurations: the %n profiles you added to the quote.</source>
        <translation>
            <numerusform>Configurations: the %n profile you added to the quote.</numerusform>
            <numerusform>Configurations: the %n profiles you added to the quote.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No profiles were added to the quote: it shows the three best-ranked of all %n profiles.</source>
        <translation>
            <numerusform>No profiles were added to the quote: it shows the three best-ranked of all %n profiles.</numerusform>
            <numerusform>No profiles were added to the quote: it shows the three best-ranked of all %n profiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved the quote request, %n pages, to {path}</source>
        <translation>
            <numerusform>Saved the quote request, %n page, to {path}</numerusform>
            <numerusform>Saved the quote request, %n pages, to {path}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsProblemsDialog</name>
    <message numerus="yes">
        <source>The other %n files were imported.</source>
        <translation>
            <numerusform>The other %n file was imported.</numerusform>
            <numerusform>The other %n files were imported.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TogetherBox</name>
    <message numerus="yes">
        <source>All %n workloads on one server</source>
        <translation>
            <numerusform>All %n workload on one server</numerusform>
            <numerusform>All %n workloads on one server</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n workloads together: {verdict}</source>
        <translation>
            <numerusform>All %n workload together: {verdict}</numerusform>
            <numerusform>All %n workloads together: {verdict}</numerusform>
        </translation>
    </message>
</context>
</TS>
