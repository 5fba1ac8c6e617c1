"""A sixth tuning half: four families written blind to the engine (a dog walker's chat sessions with an assistant,
a brewery's cellar log, a city library branch's team minutes, a cycling club's handbook resource notes). Tuned on
from the commit that added them."""

from tests.dream_suite import Fact, Family, Note

# 1. Dog walker's chat sessions with an assistant, first person. Two regular clients' dogs (Biscuit, Moss) are
#    sibling subjects for walk times and key access; Moss's walk time is corrected with "actually", the group price
#    by a bare new value, the sick-cover walker by name with "now", the van's garage by name with no marker.
DOGWALK = Family(
    "dogwalk",
    "dog-walking business",
    "session",
    [
        Fact("group-size", "personal"),
        Fact("hours", "personal"),
        Fact("towel-rule", "personal"),
        Fact("price", "wiki", now=[r"£\s*18\b"], was=[r"£\s*16\b"]),
        Fact("biscuit-walk", "wiki"),
        Fact("moss-walk", "wiki", now=[r"12:30|half twelve"], was=[r"13:00"]),
        Fact("biscuit-access", "wiki"),
        Fact("moss-access", "wiki"),
        Fact("backup-walker", "wiki", now=[r"priya|shah"], was=[r"jodie|marsh"]),
        Fact("emergency-vet", "wiki"),
        Fact("van-garage", "wiki", now=[r"dales"], was=[r"kwik"]),
        Fact("insurance", "wiki", detail=[r"lost keys|key cover"]),
        Fact("invoicing", "procedure"),
        Fact("meet-greet", "procedure", detail=[r"vaccination"]),
    ],
    [
        Note(
            "2026-02-02",
            "business-setup",
            "Getting my dog-walking admin in order",
            [
                (
                    "About the business",
                    [
                        (
                            None,
                            "chat",
                            "Morning! I want all my dog-walking business notes in one place, if you can help.",
                        ),
                        (
                            "group-size",
                            "",
                            "I never take more than four dogs out at once; that's my own rule and my council "
                            "licence says the same.",
                        ),
                        (
                            "hours",
                            "",
                            "I only walk Monday to Saturday, and I don't take any bookings that start after 3pm.",
                        ),
                        ("price", "", "My one-hour group walk costs £16 per dog."),
                        ("insurance", "", "I'm insured with Barkshire Pro for public liability."),
                        (
                            "backup-walker",
                            "",
                            "If I'm ill, Jodie Marsh covers my walks; she runs Muddy Paws over in Elmfield.",
                        ),
                    ],
                ),
                (
                    "Regular clients",
                    [
                        (
                            "biscuit-walk",
                            "",
                            "Biscuit, Hannah Greaves's cockapoo, goes out Monday, Wednesday and Friday at 11:00.",
                        ),
                        (
                            "moss-walk",
                            "",
                            "Moss, Mr Doyle's border collie, is walked on Tuesdays and Thursdays at 13:00.",
                        ),
                        ("biscuit-access", "", "Hannah leaves her front door key in a key safe by the back gate."),
                        ("moss-access", "", "For Moss I pick up the key from Mr Doyle's neighbour at number 14."),
                        (None, "oneoff", "Hannah's key safe code this month is 4471."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-04",
            "admin-routines",
            "Invoicing and taking on new dogs",
            [
                (
                    "",
                    [
                        (
                            "invoicing",
                            "",
                            "How I invoice each month:\n1. Export the month's walks from the Time To Pet "
                            "calendar.\n2. Make one invoice per client in FreeAgent.\n3. Email them on the last "
                            "working day of the month.\n4. Chase anything unpaid after 14 days.",
                        ),
                        (
                            "meet-greet",
                            "",
                            "Before I take on a new dog:\n1. Do a free 30-minute meet and greet at the owner's "
                            "home.\n2. Get the owner to sign my service agreement.\n3. Do one solo walk before "
                            "the dog joins a group.",
                        ),
                        (
                            "towel-rule",
                            "",
                            "Every dog gets towelled off and its paws wiped before I take it back indoors.",
                        ),
                        (
                            "emergency-vet",
                            "",
                            "In an emergency I go to Oakfield Vets on Mill Road; they know all my regulars.",
                        ),
                        ("van-garage", "", "The van gets its services at Kwik Autos in Hatton."),
                        (None, "chat", "Can you rephrase that last bit as a checklist I can print?"),
                        (None, "oneoff", "Sent invoice INV-0207 to the Greaves family today."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-11",
            "week-planning",
            "Planning next week's walks",
            [
                (
                    "",
                    [
                        (
                            "moss-walk",
                            "correct",
                            "Actually Mr Doyle wants Moss out at 12:30, still on Tuesdays and Thursdays.",
                        ),
                        ("price", "correct", "Group walk, one hour: £18 a dog."),
                        ("group-size", "", "Four is the absolute most I'll have on leads at the same time."),
                        ("biscuit-walk", "", "Mondays, Wednesdays and Fridays at eleven are Biscuit's slots."),
                        (None, "chat", "It's rained non-stop all week and the van smells of wet dog."),
                        (None, "oneoff", "Moss cut his pad on some glass today; I cleaned it and told Mr Doyle."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-18",
            "cover-and-van",
            "Sick cover and the van",
            [
                (
                    "",
                    [
                        (
                            "backup-walker",
                            "correct",
                            "Priya Shah now covers my walks when I'm off sick, because Jodie has moved away.",
                        ),
                        (
                            "van-garage",
                            "correct",
                            "The van's MOT and servicing are done by Dales Motor Works in Hatton.",
                        ),
                        (
                            "insurance",
                            "refine",
                            "My Barkshire Pro policy covers public liability and also lost keys, which matters "
                            "with all the client keys I carry.",
                        ),
                        (None, "oneoff", "Van booked in for Thursday at 9am, confirmation DM-88213."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-02",
            "new-client",
            "Taking on a new client",
            [
                (
                    "",
                    [
                        (
                            "meet-greet",
                            "refine",
                            "For a new dog: a free half-hour meet and greet at home, the signed service "
                            "agreement, a copy of the dog's vaccination record, and one solo walk before it "
                            "joins a group.",
                        ),
                        ("moss-walk", "", "Moss's walks are at half twelve, Tuesday and Thursday."),
                        (None, "chat", "Thanks, that's really helpful!"),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Brewery cellar log, terse bullets, impersonal. The two fermenters (FV1, FV2) are sibling subjects named only
#    by section headings; FV2's temperature is corrected by a bare new value, the cold room with "now", the malt
#    supplier by name with no marker, the cellar lead by name with "from today"; the sanitiser dose is restated in
#    other units.
BREWERY = Family(
    "brewery",
    "brewery cellar log",
    "log",
    [
        Fact("fv1-beer", "wiki"),
        Fact("fv2-beer", "wiki"),
        Fact("fv1-temp", "wiki"),
        Fact("fv2-temp", "wiki", now=[r"\b18\s*°"], was=[r"\b17\s*°"]),
        Fact("cold-room", "wiki", now=[r"\b2\s*°"], was=[r"\b3\s*°"]),
        Fact("malt-supplier", "wiki", now=[r"simpsons"], was=[r"crisp"]),
        Fact("cellar-lead", "wiki", now=[r"ifeoma|clarke"], was=[r"tomasz"]),
        Fact("dray", "wiki"),
        Fact("sanitiser", "wiki"),
        Fact("co2-alarm", "wiki", detail=[r"5,?000\s*ppm"]),
        Fact("no-glass", "personal"),
        Fact("caustic-ppe", "personal"),
        Fact("cask-wash", "procedure"),
        Fact("dry-hop", "procedure", detail=[r"purg"]),
    ],
    [
        Note(
            "2026-04-06",
            "cellar-log",
            "Cellar log, Mon 6 Apr",
            [
                (
                    "",
                    [
                        ("cellar-lead", "", "Cellar lead: Tomasz. Cellar questions to him."),
                        ("cold-room", "", "Cold room held at 3°C."),
                        ("malt-supplier", "", "Base malt: Crisp Maris Otter, pallet delivered Tuesdays."),
                        ("dray", "", "Dray collects Thursdays 07:00 from the loading bay."),
                        ("no-glass", "", "No glass in the cellar. Ever. Samples in plastic."),
                        (None, "oneoff", "Brewed 20 hl Harbour Pale, OG 1.046."),
                    ],
                ),
                (
                    "FV1",
                    [
                        ("fv1-beer", "", "Pale line only: Harbour Pale."),
                        ("fv1-temp", "", "Ferment at 19°C."),
                    ],
                ),
                (
                    "FV2",
                    [
                        ("fv2-beer", "", "Dark beers only: Night Shift stout and the porter."),
                        ("fv2-temp", "", "Ferment at 17°C."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-08",
            "cellar-log",
            "Cellar log, Wed 8 Apr",
            [
                (
                    "",
                    [
                        (
                            "cask-wash",
                            "",
                            "Cask wash:\n1. Rinse out with hot water.\n2. Caustic wash at 2% for 20 min.\n3. "
                            "Rinse until the pH strip reads neutral.\n4. Sanitise, bung, stack on the rack.",
                        ),
                        ("caustic-ppe", "", "Caustic: goggles and gauntlets on, no exceptions."),
                        ("sanitiser", "", "Star San at 1.5 ml per litre for all sanitising."),
                        (
                            "co2-alarm",
                            "",
                            "CO2 alarm by the cellar door; test button pressed first Monday of the month.",
                        ),
                        (None, "chat", "Cheers Dan for the bacon rolls."),
                        (None, "oneoff", "Cask 0412 back from the Anchor leaking, keystone replaced."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-14",
            "cellar-log",
            "Cellar log, Tue 14 Apr",
            [
                (
                    "",
                    [
                        (
                            "dry-hop",
                            "",
                            "Dry hop:\n1. Crash the FV to 14°C.\n2. Add hops through the top port in mesh bags.\n"
                            "3. Rouse with CO2 from the bottom after 24 h.\n4. Crash to 2°C on day 3.",
                        ),
                        ("cold-room", "correct", "Cold room now at 2°C after last week's lively casks."),
                        ("malt-supplier", "", "Crisp pallet in as usual."),
                        (None, "oneoff", "Transfer FV1 to BBT 2, 19 hl."),
                    ],
                ),
                (
                    "FV1",
                    [
                        ("fv1-temp", "", "Held at nineteen degrees."),
                    ],
                ),
                (
                    "FV2",
                    [
                        ("fv2-temp", "correct", "Ferment at 18°C."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-21",
            "cellar-log",
            "Cellar log, Tue 21 Apr",
            [
                (
                    "",
                    [
                        (
                            "cellar-lead",
                            "correct",
                            "From today Ifeoma Clarke is cellar lead; Tomasz moves to the brewhouse.",
                        ),
                        ("malt-supplier", "correct", "Base malt: Simpsons Golden Promise, pallet Tuesdays."),
                        (
                            "co2-alarm",
                            "refine",
                            "CO2 alarm at the cellar door sounds at 5,000 ppm; tested first Monday monthly.",
                        ),
                        ("sanitiser", "", "Sanitiser: 15 ml Star San to a 10 L bucket."),
                        (None, "chat", "Sun's out, roller door open for once."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-29",
            "cellar-log",
            "Cellar log, Wed 29 Apr",
            [
                (
                    "",
                    [
                        (
                            "dry-hop",
                            "refine",
                            "Dry hop: crash to 14°C, purge the headspace with CO2 once the port is shut, hops in "
                            "mesh bags, rouse after 24 h, crash on day 3.",
                        ),
                        ("caustic-ppe", "", "Eyes and hands covered for any job with caustic."),
                        (None, "oneoff", "Pressure test on BBT 1 passed, 1.5 bar held 30 min."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. City library branch team minutes, third person. Rhyme Time and Code Club are sibling subjects (slots and
#    leads), named in headings in later meetings; Code Club's time is corrected with "actually", its lead by name
#    with no marker (subject only in the heading), the hold period by a bare new value, the area manager by name
#    with "now"; two refinements (room deposit, colour printing).
LIBRARY = Family(
    "library",
    "city library branch team minutes",
    "minutes",
    [
        Fact("opening-hours", "wiki"),
        Fact("area-manager", "wiki", now=[r"grace|adebayo"], was=[r"martin|hale"]),
        Fact("rhyme-slot", "wiki"),
        Fact("code-slot", "wiki", now=[r"16:30|half past four"], was=[r"16:00"]),
        Fact("rhyme-lead", "wiki"),
        Fact("code-lead", "wiki", now=[r"ben|carver"], was=[r"arjun|mehta"]),
        Fact("child-fines", "personal"),
        Fact("two-to-close", "personal"),
        Fact("card-fee", "wiki"),
        Fact("hold-shelf", "wiki", now=[r"\b10 days|ten[- ]day"], was=[r"\b7 days"]),
        Fact("van-days", "wiki"),
        Fact("printing", "wiki", detail=[r"60p"]),
        Fact("cash-up", "procedure"),
        Fact("room-booking", "procedure", detail=[r"£\s*20|deposit"]),
    ],
    [
        Note(
            "2026-01-13",
            "team-minutes",
            "Eastgate Library team meeting, 13 January",
            [
                (
                    "Welcome and news",
                    [
                        (
                            None,
                            "chat",
                            "Welcome back after the break; thanks to everyone who covered the Christmas closures.",
                        ),
                        ("area-manager", "", "Martin Hale remains our area manager and will visit monthly."),
                        (
                            "opening-hours",
                            "",
                            "Branch hours stay 9:30 to 19:00 Monday to Friday and 10:00 to 16:00 on Saturday; "
                            "closed Sunday.",
                        ),
                    ],
                ),
                (
                    "Children's and events",
                    [
                        ("rhyme-slot", "", "Rhyme Time runs on Wednesdays at 10:30 in the children's corner."),
                        ("rhyme-lead", "", "Siân Pugh leads Rhyme Time."),
                        ("code-slot", "", "Code Club meets on Thursdays at 16:00 in the Kestrel Room."),
                        ("code-lead", "", "Arjun Mehta is the volunteer lead for Code Club."),
                        (
                            "child-fines",
                            "",
                            "Reminder: we do not charge overdue fines on children's books, whatever the system says.",
                        ),
                    ],
                ),
                (
                    "Counter",
                    [
                        ("card-fee", "", "Replacement library cards cost £2.50."),
                        (
                            "hold-shelf",
                            "",
                            "Reserved items wait on the hold shelf for 7 days before going back to stock.",
                        ),
                        (None, "oneoff", "Footfall for December was 6,214."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-27",
            "team-minutes",
            "Eastgate Library team meeting, 27 January",
            [
                (
                    "Closing up",
                    [
                        (
                            "cash-up",
                            "",
                            "Closing cash-up, agreed as standard:\n1. Print the till report from Spydus.\n2. "
                            "Count the float back to £50 and bag the rest.\n3. Two people sign the banking "
                            "slip.\n4. Lock the bag in the safe in the back office.",
                        ),
                        (
                            "two-to-close",
                            "",
                            "Nobody locks up alone: there must always be two staff in the building at closing.",
                        ),
                    ],
                ),
                (
                    "Rooms",
                    [
                        (
                            "room-booking",
                            "",
                            "To book the Kestrel Room for a group:\n1. Check the room diary on the shared "
                            "calendar.\n2. Fill in the community booking form.\n3. Email it to the branch inbox "
                            "for approval.",
                        ),
                    ],
                ),
                (
                    "Counter",
                    [
                        ("printing", "", "Printing is 15p per A4 black and white page."),
                        ("van-days", "", "The inter-branch van comes on Tuesdays and Fridays, usually around 11."),
                        (
                            "rhyme-slot",
                            "",
                            "Wednesday at half ten remains the slot for songs and rhymes with the under-fives.",
                        ),
                        (None, "oneoff", "Spydus will be down for an upgrade this Sunday night."),
                        (None, "chat", "Cake in the staff room courtesy of Joan."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-10",
            "team-minutes",
            "Eastgate Library team meeting, 10 February",
            [
                (
                    "Code Club",
                    [
                        (
                            "code-slot",
                            "correct",
                            "Actually starts at 16:30 from now on, so the children have time to walk over from school.",
                        ),
                        ("code-lead", "correct", "Lead volunteer: Ben Carver."),
                    ],
                ),
                (
                    "Counter",
                    [
                        ("hold-shelf", "correct", "Hold shelf period: 10 days, to match the other city branches."),
                        ("card-fee", "", "A lost card is two pounds fifty to replace."),
                        (None, "oneoff", "Boiler engineer booked for Thursday morning."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-24",
            "team-minutes",
            "Eastgate Library team meeting, 24 February",
            [
                (
                    "News",
                    [
                        ("area-manager", "correct", "Grace Adebayo is now our area manager; Martin Hale has retired."),
                        (
                            "two-to-close",
                            "",
                            "Lone closing is not allowed; a second member of staff must be present at lock-up.",
                        ),
                    ],
                ),
                (
                    "Rooms and printing",
                    [
                        (
                            "room-booking",
                            "refine",
                            "Kestrel Room bookings also need a £20 refundable deposit, paid at the counter once "
                            "the form is approved.",
                        ),
                        ("printing", "refine", "Colour prints are 60p a page; black and white stays at 15p."),
                        (None, "chat", "Thanks to Raj for fixing the wheel on the returns trolley."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-10",
            "team-minutes",
            "Eastgate Library team meeting, 10 March",
            [
                (
                    "Code Club",
                    [
                        ("code-slot", "", "Thursdays, half past four, Kestrel Room."),
                        ("code-lead", "", "Ben Carver continues as lead."),
                    ],
                ),
                (
                    "Closing up",
                    [
                        ("hold-shelf", "", "The ten-day hold period is working well."),
                        (None, "oneoff", "Fire drill held at 9:45; building cleared in 3 minutes."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Cycling club handbook, resource notes. The A and C ride groups are sibling subjects (pace, ride captain)
#    named only by section headings; the start time is corrected with "changed to", the fee by a bare new value,
#    the C group captain by name with no marker, the welfare officer by name with "now"; paces are restated in mph.
CYCLING = Family(
    "cycling",
    "cycling club handbook",
    "resource",
    [
        Fact("start-point", "wiki"),
        Fact("start-time", "wiki", now=[r"9:00|nine o'clock"], was=[r"8:30"]),
        Fact("cafe-stop", "wiki"),
        Fact("a-pace", "wiki"),
        Fact("c-pace", "wiki"),
        Fact("a-leader", "wiki"),
        Fact("c-leader", "wiki", now=[r"hannah|roe"], was=[r"ruth|adeyemi"]),
        Fact("fee", "wiki", now=[r"£\s*30"], was=[r"£\s*25"]),
        Fact("welfare", "wiki", now=[r"colin|baptiste"], was=[r"joy|parkes"]),
        Fact("helmet", "personal"),
        Fact("mudguards", "personal", detail=[r"mud ?flap"]),
        Fact("no-drop", "personal"),
        Fact("joining", "procedure"),
        Fact("incident", "procedure", detail=[r"48 hours"]),
    ],
    [
        Note(
            "2026-03-03",
            "club-handbook",
            "Ashby Wheelers club handbook",
            [
                (
                    "Club rides",
                    [
                        ("start-point", "", "All Sunday club rides leave from the bandstand café in Ashby Park."),
                        ("start-time", "", "Rides roll out at 8:30 sharp, so arrive ten minutes early."),
                        (
                            "no-drop",
                            "",
                            "Every club ride is no-drop: the group waits at the top of climbs and nobody is left "
                            "to ride home alone.",
                        ),
                        ("cafe-stop", "", "The usual café stop is Hilltop Tea Rooms in Brindle."),
                    ],
                ),
                (
                    "A group",
                    [
                        ("a-pace", "", "Average pace 28 to 30 km/h on rolling routes of 90 to 110 km."),
                        ("a-leader", "", "Ride captain: Graham Tully."),
                    ],
                ),
                (
                    "C group",
                    [
                        ("c-pace", "", "Social pace, about 20 km/h average over 50 to 60 km."),
                        ("c-leader", "", "Ride captain: Ruth Adeyemi."),
                    ],
                ),
                (
                    "Safety",
                    [
                        ("helmet", "", "No helmet, no ride; there are no exceptions on club rides."),
                        ("mudguards", "", "From November to March, full mudguards are required on club rides."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-05",
            "membership",
            "Membership and welfare",
            [
                (
                    "Joining",
                    [
                        (
                            "joining",
                            "",
                            "To join the club:\n1. Come on up to three rides as a guest.\n2. Sign up on the "
                            "club's British Cycling page.\n3. Pay the annual fee online.\n4. Add your emergency "
                            "contact in the members' app.",
                        ),
                        ("fee", "", "Adult membership costs £25 a year."),
                    ],
                ),
                (
                    "Welfare and incidents",
                    [
                        (
                            "welfare",
                            "",
                            "Our welfare officer is Joy Parkes; contact her about any safeguarding concern.",
                        ),
                        (
                            "incident",
                            "",
                            "If there is a crash on a ride:\n1. Stop the group somewhere safe and warn traffic.\n"
                            "2. Call 999 if anyone is hurt.\n3. Tell the ride captain.\n4. Fill in the club "
                            "incident form.",
                        ),
                        (None, "oneoff", "This year's AGM is on 20 March at the Red Lion, 7.30pm."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-17",
            "club-handbook",
            "Ashby Wheelers club handbook",
            [
                (
                    "Club rides",
                    [
                        ("start-time", "correct", "Sunday start changed to 9:00 after the AGM vote; same place."),
                        (None, "chat", "Thanks to everyone who came along to the AGM."),
                    ],
                ),
                (
                    "A group",
                    [
                        ("a-pace", "", "Expect to hold around 18 mph on the flat."),
                    ],
                ),
                (
                    "C group",
                    [
                        ("c-leader", "correct", "Ride captain: Hannah Roe."),
                    ],
                ),
                (
                    "Safety",
                    [
                        (
                            "mudguards",
                            "refine",
                            "Winter rides (November to March) need full mudguards, with a mudflap on the rear "
                            "guard so the rider behind stays dry.",
                        ),
                        ("helmet", "", "A helmet must be worn on every club ride."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-24",
            "membership",
            "Membership and welfare",
            [
                (
                    "Joining",
                    [
                        ("fee", "correct", "Adult membership: £30 per year."),
                        (None, "oneoff", "The club kit order window closes this Friday."),
                    ],
                ),
                (
                    "Welfare and incidents",
                    [
                        (
                            "welfare",
                            "correct",
                            "The welfare officer is now Colin Baptiste, who has taken over from Joy Parkes.",
                        ),
                        (
                            "incident",
                            "refine",
                            "After any crash the ride captain submits the club incident form within 48 hours, "
                            "even if nobody was hurt.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-07",
            "club-handbook",
            "Ashby Wheelers club handbook",
            [
                (
                    "Club rides",
                    [
                        ("start-time", "", "Nine o'clock start from the bandstand."),
                        (None, "oneoff", "Brindle Lane is closed this Sunday; the route is diverted via Copt Hill."),
                    ],
                ),
                (
                    "C group",
                    [
                        ("c-pace", "", "Roughly 12 mph average, with regroups."),
                        ("c-leader", "", "Hannah Roe leads."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [DOGWALK, BREWERY, LIBRARY, CYCLING]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "dogwalk": [("biscuit-walk", "moss-walk"), ("biscuit-access", "moss-access")],
    "brewery": [("fv1-beer", "fv2-beer"), ("fv1-temp", "fv2-temp")],
    "library": [("rhyme-slot", "code-slot"), ("rhyme-lead", "code-lead")],
    "cycling": [("a-pace", "c-pace"), ("a-leader", "c-leader")],
}
