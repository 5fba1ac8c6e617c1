"""A third tuning half: four families written blind to the engine (veterinary clinic staff chat sessions, a city
bus depot shift log, software consultancy client meeting minutes, a home-owner's house systems resource notes).
Tuned on from the commit that added them."""

from tests.dream_suite import Fact, Family, Note

# 1. Veterinary clinic staff chat sessions, mostly first person. Two branches (Northgate, Riverside) with sibling
#    opening hours and lab arrangements; the out-of-hours partner changes with "changed ... now", the practice
#    manager by a bare new name, Riverside's hours by a bare new value.
VET = Family(
    "vetclinic",
    "veterinary clinic staff chat sessions",
    "session",
    [
        Fact("ng-hours", "wiki"),
        Fact("rs-hours", "wiki", now=[r"18:00"], was=[r"17:30"]),
        Fact("ng-lab", "wiki"),
        Fact("rs-lab", "wiki"),
        Fact("oop-emergency", "wiki", now=[r"harbour vet"], was=[r"nightpaw"]),
        Fact("mira-shifts", "personal"),
        Fact("practice-manager", "wiki", now=[r"jonas|albers"], was=[r"lotte|vermeer"]),
        Fact("fasting", "procedure", detail=[r"rabbit"]),
        Fact("kennel-clean", "procedure"),
        Fact("euth-consent", "procedure"),
        Fact("osei-pref", "personal"),
        Fact("no-phones", "personal"),
        Fact("xray-service", "wiki", detail=[r"dosimeter"]),
        Fact("practice-software", "wiki"),
    ],
    [
        Note(
            "2026-03-02",
            "clinic-handbook",
            "Setting up the clinic handbook",
            [
                (
                    "Branches",
                    [
                        (None, "chat", "Hi! I'm Mira, head nurse at Alder Vets, and I want help writing our handbook."),
                        ("ng-hours", "", "Our Northgate branch is open 08:00 to 19:00, Monday to Friday."),
                        ("rs-hours", "", "Riverside keeps shorter hours: 09:00 to 17:30 on weekdays."),
                        ("ng-lab", "", "Northgate sends all its blood samples out to Pellam Vet Labs by courier."),
                        ("rs-lab", "", "Riverside runs its bloods in-house on the Catalyst analyser."),
                        (
                            "oop-emergency",
                            "",
                            "Out-of-hours emergencies are referred to Nightpaw Emergency Vets in Dunmore.",
                        ),
                    ],
                ),
                (
                    "People",
                    [
                        ("mira-shifts", "", "I work Tuesday to Saturday, so I'm never in on a Monday."),
                        ("practice-manager", "", "Lotte Vermeer is our practice manager."),
                        (None, "oneoff", "Today we saw 41 consults across both branches."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-04",
            "theatre-kennels",
            "Theatre and kennel procedures",
            [
                (
                    "Theatre",
                    [
                        (
                            "fasting",
                            "",
                            "Before a general anaesthetic, dogs and cats get no food after 22:00 the night before; "
                            "water is fine until 07:00.",
                        ),
                        (
                            "euth-consent",
                            "",
                            "For a euthanasia the owner signs the consent form first, payment is taken beforehand, "
                            "and we always use the quiet room.",
                        ),
                        ("xray-service", "", "The X-ray unit is serviced every March by Radiant Imaging."),
                    ],
                ),
                (
                    "Kennels",
                    [
                        (
                            "kennel-clean",
                            "",
                            "Kennel cleaning:\n1. Remove the bedding and bag it for the laundry.\n2. Spray with F10 "
                            "at 1:250 and leave it ten minutes.\n3. Rinse, dry, and put fresh bedding in.",
                        ),
                    ],
                ),
                (
                    "Team",
                    [
                        ("osei-pref", "", "Dr Osei wants lab results sent to him by email, never as a phone message."),
                        ("no-phones", "", "Our team rule is no personal phones in the prep room or in theatre."),
                        ("practice-software", "", "Both branches keep their clinical records in Provet Cloud."),
                        (None, "chat", "Could you make that list a bit shorter?"),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-09",
            "rota-referrals",
            "Rota and referrals",
            [
                (
                    "Referrals",
                    [
                        (
                            "oop-emergency",
                            "correct",
                            "We've changed our out-of-hours partner: emergencies now go to Harbour Vet Emergency on "
                            "Quay Road.",
                        ),
                        (None, "oneoff", "Confirmation for the new referral account: HVE-20931."),
                    ],
                ),
                (
                    "Rota",
                    [
                        ("practice-manager", "correct", "Rota questions go to Jonas Albers, the practice manager."),
                        ("rs-hours", "correct", "Riverside's weekday hours are 09:00 to 18:00."),
                        ("ng-hours", "", "Northgate opens at eight and shuts at seven, weekdays only."),
                        ("mira-shifts", "", "Mira is off on Mondays; her working week runs Tuesday through Saturday."),
                    ],
                ),
                (
                    "Theatre",
                    [
                        (
                            "fasting",
                            "refine",
                            "Rabbits and guinea pigs are never starved before surgery; only cats and dogs fast from "
                            "22:00.",
                        ),
                        ("osei-pref", "", "Results for Dr Osei go by email only; he doesn't want voicemails."),
                        (None, "chat", "Thanks, that's really helpful."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-12",
            "handbook-review",
            "Handbook review",
            [
                (
                    "",
                    [
                        ("ng-lab", "", "Northgate bloods leave with the Pellam courier; there's no analyser on site."),
                        ("rs-lab", "", "At Riverside we test blood ourselves, on our own Catalyst machine."),
                        (
                            "kennel-clean",
                            "",
                            "Kennels: strip the bedding, F10 diluted 1:250 with a ten-minute contact time, rinse and "
                            "re-bed.",
                        ),
                        (
                            "euth-consent",
                            "",
                            "Put-to-sleep appointments: signed consent and the bill settled first, always in the "
                            "quiet room.",
                        ),
                        ("no-phones", "", "Mobiles stay out of theatre and prep, for everyone on the team."),
                        (
                            "xray-service",
                            "refine",
                            "Radiant Imaging do the March X-ray service, and our dosimeter badges go back to them "
                            "every month.",
                        ),
                        ("practice-software", "", "Clinical notes for either site are written in Provet Cloud."),
                        ("oop-emergency", "", "After hours, clients are sent to Harbour Vet Emergency."),
                        (None, "oneoff", "The Catalyst threw an error this morning; engineer visit booked for 3pm."),
                    ],
                )
            ],
        ),
    ],
)

# 2. City bus depot shift logs, terse bullets. The two depots are named only by their log's title ("here", "this
#    depot"); the radio channel changes with "actually", the duty manager by a bare new name, Canal Street's first
#    departure with "now". A depot standards note in resource style.
BUS = Family(
    "busdepot",
    "city bus depot shift log",
    "log",
    [
        Fact("ef-first-out", "wiki"),
        Fact("cs-first-out", "wiki", now=[r"05:05"], was=[r"05:15"]),
        Fact("ef-routes", "wiki"),
        Fact("cs-routes", "wiki"),
        Fact("ebus-charge", "procedure"),
        Fact("defect-card", "procedure", detail=[r"fleetcheck"]),
        Fact("walkaround", "procedure"),
        Fact("driver-hours", "personal"),
        Fact("hi-vis", "personal"),
        Fact("radio-channel", "wiki", now=[r"ch(annel)? ?6"], was=[r"ch(annel)? ?4"]),
        Fact("duty-manager", "wiki", now=[r"femi|adeyemi"], was=[r"carla|benn"]),
        Fact("lost-property", "procedure", detail=[r"28 days"]),
        Fact("ticket-machine", "wiki"),
        Fact("sid-sickness", "personal"),
    ],
    [
        Note(
            "2026-02-09",
            "eastfield-log",
            "Eastfield depot shift log",
            [
                (
                    "",
                    [
                        ("ef-first-out", "", "first out 04:50, route 12"),
                        ("ef-routes", "", "routes out of here: 12, 14, 31"),
                        ("radio-channel", "", "control on radio ch 4"),
                        ("hi-vis", "", "hi-vis on in the yard at all times, drivers included"),
                        ("duty-manager", "", "ops duty manager: Carla Benn"),
                        ("ticket-machine", "", "ETMs are Ticketer, spares in the controller's office"),
                        (None, "oneoff", "bus 2214 off road, coolant leak"),
                        (None, "chat", "canteen heating still broken"),
                    ],
                )
            ],
        ),
        Note(
            "2026-02-09",
            "canal-street-log",
            "Canal Street depot shift log",
            [
                (
                    "",
                    [
                        ("cs-first-out", "", "first departure 05:15 on the 3"),
                        ("cs-routes", "", "this depot runs the 3, 7 and N7"),
                        (
                            "ebus-charge",
                            "",
                            "e-buses: plug in by 23:00, check charger light is green, log any bus under 20% SoC",
                        ),
                        ("sid-sickness", "", "Sid (night controller) wants sickness phoned in before 04:00, no texts"),
                        ("driver-hours", "", "rule: max 5h30 at the wheel, then a 30 min break"),
                        (None, "oneoff", "diversion on Mill Lane till 14:00, burst water main"),
                    ],
                )
            ],
        ),
        Note(
            "2026-02-10",
            "depot-standards",
            "Depot standards",
            [
                (
                    "Before driving",
                    [
                        (
                            "walkaround",
                            "",
                            "Pre-trip walkaround:\n1. Tyres and wheel nuts.\n2. Lights, indicators and mirrors.\n"
                            "3. Doors, ramp and emergency exits.\n4. Sign the sheet before leaving the bay.",
                        ),
                        (
                            "driver-hours",
                            "",
                            "Nobody drives more than five and a half hours without a half-hour break.",
                        ),
                    ],
                ),
                (
                    "Faults and property",
                    [
                        (
                            "defect-card",
                            "",
                            "Any defect: fill in a red card, hang it on the steering wheel, tell the controller.",
                        ),
                        (
                            "lost-property",
                            "",
                            "Lost property: bag it, tag it with the route and time found, put it in the locker by "
                            "the office.",
                        ),
                    ],
                ),
            ],
            style="resource",
        ),
        Note(
            "2026-02-12",
            "eastfield-log",
            "Eastfield depot shift log",
            [
                (
                    "",
                    [
                        ("radio-channel", "correct", "control is actually on ch 6 from today"),
                        ("duty-manager", "correct", "ops duty manager: Femi Adeyemi"),
                        ("ef-first-out", "", "the 12 still leaves first, ten to five"),
                        ("ef-routes", "", "12/14/31 all garage here"),
                        (
                            "defect-card",
                            "refine",
                            "defects: red card on the wheel + photo uploaded in the FleetCheck app before end of duty",
                        ),
                        ("hi-vis", "", "reminder: vest on whenever you're on the yard"),
                        ("ticket-machine", "", "spare Ticketer machines kept in controller office"),
                        (None, "oneoff", "2 drivers short on early turn, covered by overtime"),
                        (None, "chat", "cheers to the cleaners for the weekend deep clean"),
                    ],
                )
            ],
        ),
        Note(
            "2026-02-13",
            "canal-street-log",
            "Canal Street depot shift log",
            [
                (
                    "",
                    [
                        ("cs-first-out", "correct", "first out now 05:05, route 3"),
                        ("cs-routes", "", "3, 7 and night 7 run from here"),
                        ("ebus-charge", "", "electrics on charge before 11pm, green LED, note anything below 20%"),
                        ("sid-sickness", "", "sick calls: ring Sid before 4am, not a text"),
                        ("lost-property", "refine", "lost property kept 28 days in the locker, then to the council"),
                        ("walkaround", "", "walkround: tyres, lights, mirrors, doors/ramp, sign the sheet"),
                        (None, "oneoff", "ticket office closed early, staff training"),
                    ],
                )
            ],
        ),
    ],
)

# 3. Software consultancy weekly client meeting minutes under agenda headings, two clients (Harbourline Ferries,
#    Tallow & Finch) with sibling contacts and release rhythms; the contact changes by name with "now", the retainer
#    by a bare value, invoicing with "actually". An engineering handbook note in resource style.
CONSULT = Family(
    "consultancy",
    "software consultancy client meetings",
    "minutes",
    [
        Fact("hl-contact", "wiki"),
        Fact("tf-contact", "wiki", now=[r"bea|lindqvist"], was=[r"owen|pritchard"]),
        Fact("hl-release", "wiki"),
        Fact("tf-release", "wiki"),
        Fact("hl-budget", "wiki", now=[r"\b80\b"], was=[r"\b60\b"]),
        Fact("hl-stack", "wiki"),
        Fact("tf-hosting", "wiki", detail=[r"north europe"]),
        Fact("code-review", "procedure", detail=[r"\b400\b"]),
        Fact("incident-process", "procedure"),
        Fact("timesheet", "personal"),
        Fact("jonah-pref", "personal"),
        Fact("no-friday-deploy", "personal"),
        Fact("invoice-day", "wiki", now=[r"25th"], was=[r"first working day"]),
        Fact("staging-data", "wiki"),
    ],
    [
        Note(
            "2026-05-04",
            "client-weekly",
            "Weekly client meeting",
            [
                ("Attendance", [(None, "oneoff", "Present: Jonah, Freya, Idris; Ines joined for the first half.")]),
                (
                    "Harbourline Ferries",
                    [
                        ("hl-contact", "", "Ines Carvalho is the product owner on their side and signs off all scope."),
                        ("hl-release", "", "They ship every second Tuesday."),
                        ("hl-budget", "", "The retainer is 60 hours a month."),
                        ("hl-stack", "", "The booking platform is Django on Postgres, hosted at Hetzner."),
                    ],
                ),
                (
                    "Tallow & Finch",
                    [
                        ("tf-contact", "", "Owen Pritchard is our day-to-day contact."),
                        ("tf-release", "", "Releases go out on demand, with a code freeze every Thursday at noon."),
                        ("tf-hosting", "", "Their shop runs on Azure App Service in West Europe."),
                    ],
                ),
                (
                    "Internal",
                    [
                        ("timesheet", "", "Timesheets must be in Harvest by Friday 16:00."),
                        ("invoice-day", "", "Invoices go out on the first working day of the month."),
                        (None, "chat", "Freya brought cake before her leave."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-06",
            "engineering-handbook",
            "Engineering handbook",
            [
                (
                    "Code",
                    [
                        (
                            "code-review",
                            "",
                            "Every pull request needs one approval from someone outside the author's team, a green CI "
                            "run, and is squash-merged.",
                        ),
                        ("no-friday-deploy", "", "House rule: nothing goes to production on a Friday."),
                        (
                            "staging-data",
                            "",
                            "Staging databases hold an anonymised copy of production, refreshed every Sunday night.",
                        ),
                    ],
                ),
                (
                    "Clients",
                    [
                        (
                            "incident-process",
                            "",
                            "Client incident:\n1. Acknowledge to the client within one hour.\n2. Open a ticket in "
                            "Linear tagged incident.\n3. Write the post-mortem within five working days.",
                        ),
                        ("jonah-pref", "", "Jonah asks that every client email copies the shared inbox."),
                    ],
                ),
            ],
            style="resource",
        ),
        Note(
            "2026-05-11",
            "client-weekly",
            "Weekly client meeting",
            [
                (
                    "Harbourline Ferries",
                    [
                        ("hl-budget", "correct", "Retainer: 80 hours per month, signed on Friday."),
                        ("hl-release", "", "Fortnightly Tuesday releases continue."),
                        ("hl-contact", "", "Scope questions still go through Ines, who approves them."),
                        (None, "oneoff", "Ticket HLF-2207 (seat map bug) closed this week."),
                    ],
                ),
                (
                    "Tallow & Finch",
                    [
                        ("tf-contact", "correct", "Owen has moved on; Bea Lindqvist is now our contact."),
                        (
                            "tf-hosting",
                            "refine",
                            "Azure West Europe stays primary for the shop, with a failover slot in North Europe.",
                        ),
                        ("tf-release", "", "Still no fixed cadence: ship when ready, freeze from Thursday midday."),
                    ],
                ),
                (
                    "Internal",
                    [
                        ("invoice-day", "correct", "Invoicing actually runs on the 25th, so clients pay by month end."),
                        ("code-review", "refine", "Pull requests over 400 changed lines get split before review."),
                        (None, "chat", "Idris asked for the action items again in plainer words."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-18",
            "client-weekly",
            "Weekly client meeting",
            [
                (
                    "Harbourline Ferries",
                    [
                        ("hl-stack", "", "Their app: Python/Django, a Postgres database, Hetzner servers."),
                        ("hl-budget", "", "We have 80 retainer hours to spend each month."),
                    ],
                ),
                ("Tallow & Finch", [("tf-contact", "", "Bea signs off the sprint demo for them.")]),
                (
                    "Internal",
                    [
                        ("timesheet", "", "Reminder: hours logged in Harvest before 4pm on Friday."),
                        ("no-friday-deploy", "", "We don't push to prod on Fridays."),
                        ("jonah-pref", "", "Cc the shared inbox on client mail, as Jonah wants."),
                        (
                            "incident-process",
                            "",
                            "Incidents: the client hears from us within the hour, a Linear ticket is opened, and the "
                            "post-mortem follows inside five working days.",
                        ),
                        ("staging-data", "", "Staging is reloaded on Sunday nights from anonymised prod data."),
                        (None, "oneoff", "Present: Jonah, Idris, Bea (guest)."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. A home-owner's resource notes on house systems and suppliers, prose-ish bullets under headings (boiler,
#    solar panels, insurance, garden). Boiler and solar have sibling engineers and warranties; the boiler engineer
#    changes by a bare new name, the export rate with "now", the insurance renewal with "actually".
HOUSE = Family(
    "housesystems",
    "home-owner house systems and suppliers",
    "resource",
    [
        Fact("boiler-model", "wiki"),
        Fact("boiler-engineer", "wiki", now=[r"brightflame|nadia"], was=[r"hollis|gareth"]),
        Fact("solar-engineer", "wiki"),
        Fact("boiler-warranty", "wiki"),
        Fact("solar-warranty", "wiki"),
        Fact("boiler-pressure", "procedure", detail=[r"1\.5 bar"]),
        Fact("solar-export", "wiki", now=[r"\b12p"], was=[r"\b15p"]),
        Fact("inverter-reset", "procedure"),
        Fact("insurance-renewal", "wiki", now=[r"\b4 march"], was=[r"\b14 march"]),
        Fact("insurance-excess", "wiki", detail=[r"500"]),
        Fact("claim-steps", "procedure"),
        Fact("gardener", "wiki"),
        Fact("no-mow", "personal"),
        Fact("no-peat", "personal"),
    ],
    [
        Note(
            "2026-09-01",
            "house-systems",
            "House systems",
            [
                (
                    "Boiler",
                    [
                        (
                            "boiler-model",
                            "",
                            "We have a Vaillant ecoTEC plus 835 combi in the utility room, fitted in 2021.",
                        ),
                        (
                            "boiler-engineer",
                            "",
                            "Gareth at Hollis Heating does the yearly service and is the one to call for breakdowns.",
                        ),
                        (
                            "boiler-warranty",
                            "",
                            "Its warranty runs to October 2031, but only as long as it is serviced every year.",
                        ),
                        (
                            "boiler-pressure",
                            "",
                            "If the pressure drops:\n1. Switch the boiler off.\n2. Open the two filling-loop valves "
                            "underneath.\n3. Close them when the gauge reads 1.2 bar.\n4. Switch back on and reset.",
                        ),
                    ],
                ),
                (
                    "Solar panels",
                    [
                        (
                            "solar-engineer",
                            "",
                            "The twelve panels were put in by SunRidge Renewables, who also do the maintenance.",
                        ),
                        (
                            "solar-warranty",
                            "",
                            "The panels carry a 25-year performance warranty; the inverter only 10 years.",
                        ),
                        ("solar-export", "", "We're on an export tariff that pays 15p per kWh sent to the grid."),
                        (None, "oneoff", "Generated 18.4 kWh today, a record for us."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-03",
            "insurance-garden",
            "Insurance and garden",
            [
                (
                    "Insurance",
                    [
                        ("insurance-renewal", "", "Home insurance is with Harrowgate Mutual and renews on 14 March."),
                        ("insurance-excess", "", "The standard excess on the policy is £250."),
                        (
                            "claim-steps",
                            "",
                            "To make a claim:\n1. Take photos before clearing anything up.\n2. Ring the claims line "
                            "on 0800 448 1207.\n3. Keep damaged items until the assessor has seen them.",
                        ),
                    ],
                ),
                (
                    "Garden",
                    [
                        ("gardener", "", "Rosa comes every other Wednesday to do the borders and hedges."),
                        ("no-mow", "", "We don't mow in May; the back lawn is left to flower for the bees."),
                        ("no-peat", "", "No peat-based compost in this garden, ever; we only buy peat-free."),
                        (None, "chat", "Note to self: tidy these notes up at some point."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-10",
            "house-systems",
            "House systems",
            [
                (
                    "Boiler",
                    [
                        (
                            "boiler-engineer",
                            "correct",
                            "Service and breakdowns are handled by Nadia at Brightflame Gas.",
                        ),
                        (
                            "boiler-pressure",
                            "refine",
                            "When topping up, never go past 1.5 bar cold, and make sure both filling valves are shut "
                            "tight afterwards or it creeps up.",
                        ),
                        ("boiler-model", "", "The combi is a Vaillant 835 from 2021, tucked in the utility room."),
                    ],
                ),
                (
                    "Solar panels",
                    [
                        ("solar-export", "correct", "The export rate has now dropped to 12p per kWh."),
                        (
                            "inverter-reset",
                            "",
                            "If the inverter shows a fault:\n1. Turn off the AC isolator by the consumer unit.\n"
                            "2. Turn off the DC isolator in the loft.\n3. Wait five minutes, then switch DC back on "
                            "first and AC second.",
                        ),
                        ("solar-engineer", "", "SunRidge look after the array and come out if anything fails."),
                        (None, "oneoff", "Inverter showed error F-0231 this morning; it cleared after a reset."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-15",
            "insurance-garden",
            "Insurance and garden",
            [
                (
                    "Insurance",
                    [
                        ("insurance-renewal", "correct", "Actually the renewal date is 4 March, not the 14th."),
                        (
                            "insurance-excess",
                            "refine",
                            "The excess is £250 for most claims but £500 for escape of water.",
                        ),
                        (
                            "claim-steps",
                            "",
                            "Claiming: photos first, phone 0800 448 1207, and hold on to the damaged things for the "
                            "assessor.",
                        ),
                    ],
                ),
                (
                    "Garden",
                    [
                        ("gardener", "", "Rosa's fortnightly Wednesday visit covers the hedges and borders."),
                        ("no-peat", "", "Whatever compost we buy has to be peat-free."),
                        ("no-mow", "", "The mower stays in the shed all through May."),
                        (None, "chat", "Lovely sunny afternoon, sat out on the patio."),
                    ],
                ),
                (
                    "Warranties and resets",
                    [
                        (
                            "boiler-warranty",
                            "",
                            "Boiler cover lasts until October 2031 provided the annual service is kept up.",
                        ),
                        ("solar-warranty", "", "Panels: 25 years on output; inverter: 10 years."),
                        (
                            "inverter-reset",
                            "",
                            "Inverter fault reset: AC off, DC off, wait five minutes, DC on, then AC on.",
                        ),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [VET, BUS, CONSULT, HOUSE]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "vetclinic": [("ng-hours", "rs-hours"), ("ng-lab", "rs-lab")],
    "busdepot": [("ef-first-out", "cs-first-out"), ("ef-routes", "cs-routes")],
    "consultancy": [("hl-contact", "tf-contact"), ("hl-release", "tf-release")],
    "housesystems": [("boiler-engineer", "solar-engineer"), ("boiler-warranty", "solar-warranty")],
}
