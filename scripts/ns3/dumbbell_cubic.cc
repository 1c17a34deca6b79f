// The dumbbell of scripts/ns3-crosscheck.sh in ns-3 (3.37): a sender, a router and a receiver in a
// line. One CUBIC stream crosses a 1 Gbit/s access link into the router, whose port towards the
// receiver runs at the bottleneck rate behind a tail-drop FIFO of a given number of bytes. The
// base round trip is split between the two links' propagation delays. TCP is set as a current
// Linux host sets it where ns-3's defaults differ (MSS, initial window, minimum RTO, delayed-ACK
// timer, buffers); pacing is off, as ns-3's default.
//
// Prints one line per figure ("name value") and writes PREFIX-queue.csv (the bottleneck's bytes
// every millisecond) and PREFIX-cwnd.csv (the sender's congestion window at each change).

#include "ns3/applications-module.h"
#include "ns3/core-module.h"
#include "ns3/internet-module.h"
#include "ns3/network-module.h"
#include "ns3/point-to-point-module.h"
#include "ns3/traffic-control-module.h"

#include <fstream>
#include <iostream>

using namespace ns3;

namespace
{
std::ofstream g_queueCsv;
std::ofstream g_cwndCsv;
Ptr<QueueDisc> g_bottleneck;
uint64_t g_drops = 0;
double g_queueSum = 0;
uint64_t g_queueSamples = 0;
double g_from = 5.0;

void
SampleQueue()
{
    uint32_t bytes = g_bottleneck->GetNBytes();
    double now = Simulator::Now().GetSeconds();
    g_queueCsv << Simulator::Now().GetNanoSeconds() << "," << bytes << "\n";
    if (now >= g_from)
    {
        g_queueSum += bytes;
        g_queueSamples++;
    }
    Simulator::Schedule(MilliSeconds(1), &SampleQueue);
}

void
CwndChanged(uint32_t, uint32_t now)
{
    g_cwndCsv << Simulator::Now().GetNanoSeconds() << "," << now << "\n";
}

void
Dropped(Ptr<const QueueDiscItem>)
{
    g_drops++;
}

void
WatchCwnd()
{
    Config::ConnectWithoutContext("/NodeList/0/$ns3::TcpL4Protocol/SocketList/0/CongestionWindow",
                                  MakeCallback(&CwndChanged));
}
} // namespace

int
main(int argc, char* argv[])
{
    double simTime = 30.0;
    std::string rate = "100Mbps";
    std::string accessRate = "1Gbps";
    double rttMs = 20.0;
    uint32_t bufferBytes = 250000;
    std::string out = "dumbbell";
    CommandLine cmd(__FILE__);
    cmd.AddValue("simTime", "simulated seconds", simTime);
    cmd.AddValue("rate", "the bottleneck's rate", rate);
    cmd.AddValue("accessRate", "the sender's link rate", accessRate);
    cmd.AddValue("rttMs", "base round trip, ms", rttMs);
    cmd.AddValue("bufferBytes", "the bottleneck FIFO's limit in bytes", bufferBytes);
    cmd.AddValue("from", "figures count from this second (slow start left out)", g_from);
    cmd.AddValue("out", "prefix of the CSV files", out);
    cmd.Parse(argc, argv);

    // Linux's choices where ns-3's defaults differ: a 1448-byte MSS with timestamps (1500-byte
    // IP packets), 10 segments of initial window (RFC 6928), TCP_RTO_MIN 200 ms, a 40 ms
    // delayed-ACK timer (TCP_DELACK_MIN), and buffers large enough never to limit the window.
    Config::SetDefault("ns3::TcpL4Protocol::SocketType", TypeIdValue(TcpCubic::GetTypeId()));
    Config::SetDefault("ns3::TcpSocket::SegmentSize", UintegerValue(1448));
    Config::SetDefault("ns3::TcpSocket::InitialCwnd", UintegerValue(10));
    Config::SetDefault("ns3::TcpSocket::DelAckTimeout", TimeValue(MilliSeconds(40)));
    Config::SetDefault("ns3::TcpSocket::SndBufSize", UintegerValue(16 << 20));
    Config::SetDefault("ns3::TcpSocket::RcvBufSize", UintegerValue(16 << 20));
    Config::SetDefault("ns3::TcpSocketBase::MinRto", TimeValue(MilliSeconds(200)));
    Config::SetDefault("ns3::TcpSocketBase::Sack", BooleanValue(true));

    NodeContainer nodes;
    nodes.Create(3);
    double accessDelayMs = 0.01;
    double bottleneckDelayMs = rttMs / 2 - accessDelayMs;

    PointToPointHelper access;
    access.SetDeviceAttribute("DataRate", StringValue(accessRate));
    access.SetChannelAttribute("Delay", TimeValue(MicroSeconds(accessDelayMs * 1000)));
    NetDeviceContainer accessDevs = access.Install(nodes.Get(0), nodes.Get(1));

    // One packet in the device: the FIFO above it holds the queue, as a qdisc holds it in Linux.
    PointToPointHelper bottleneck;
    bottleneck.SetDeviceAttribute("DataRate", StringValue(rate));
    bottleneck.SetChannelAttribute("Delay", TimeValue(MicroSeconds(bottleneckDelayMs * 1000)));
    bottleneck.SetQueue("ns3::DropTailQueue", "MaxSize", StringValue("1p"));
    NetDeviceContainer bottleneckDevs = bottleneck.Install(nodes.Get(1), nodes.Get(2));

    InternetStackHelper stack;
    stack.Install(nodes);

    // Queue discs before addresses: Ipv4AddressHelper installs fq_codel where there is none.
    TrafficControlHelper hostQdisc;
    hostQdisc.SetRootQueueDisc("ns3::PfifoFastQueueDisc");
    hostQdisc.Install(accessDevs);
    TrafficControlHelper portQdisc;
    portQdisc.SetRootQueueDisc("ns3::FifoQueueDisc", "MaxSize",
                               QueueSizeValue(QueueSize(std::to_string(bufferBytes) + "B")));
    QueueDiscContainer port = portQdisc.Install(bottleneckDevs);
    g_bottleneck = port.Get(0);
    g_bottleneck->TraceConnectWithoutContext("Drop", MakeCallback(&Dropped));

    Ipv4AddressHelper address;
    address.SetBase("10.1.1.0", "255.255.255.0");
    address.Assign(accessDevs);
    address.SetBase("10.1.2.0", "255.255.255.0");
    Ipv4InterfaceContainer far = address.Assign(bottleneckDevs);
    Ipv4GlobalRoutingHelper::PopulateRoutingTables();

    uint16_t portNumber = 5001;
    BulkSendHelper source("ns3::TcpSocketFactory", InetSocketAddress(far.GetAddress(1), portNumber));
    source.SetAttribute("MaxBytes", UintegerValue(0));
    source.SetAttribute("SendSize", UintegerValue(1 << 16));
    ApplicationContainer sourceApp = source.Install(nodes.Get(0));
    sourceApp.Start(Seconds(0));
    sourceApp.Stop(Seconds(simTime));
    PacketSinkHelper sink("ns3::TcpSocketFactory", InetSocketAddress(Ipv4Address::GetAny(), portNumber));
    ApplicationContainer sinkApp = sink.Install(nodes.Get(2));
    sinkApp.Start(Seconds(0));
    Ptr<PacketSink> received = DynamicCast<PacketSink>(sinkApp.Get(0));

    g_queueCsv.open(out + "-queue.csv");
    g_queueCsv << "time_ns,bottleneck_bytes\n";
    g_cwndCsv.open(out + "-cwnd.csv");
    g_cwndCsv << "time_ns,cwnd_bytes\n";
    Simulator::Schedule(MilliSeconds(1), &SampleQueue);
    Simulator::Schedule(MicroSeconds(1), &WatchCwnd);
    uint64_t rxAtFrom = 0;
    Simulator::Schedule(Seconds(g_from), [&rxAtFrom, received]() { rxAtFrom = received->GetTotalRx(); });

    Simulator::Stop(Seconds(simTime));
    Simulator::Run();
    double goodput = (received->GetTotalRx() - rxAtFrom) * 8.0 / (simTime - g_from);
    std::cout << "goodput_bps " << goodput << "\n";
    std::cout << "queue_mean_bytes " << (g_queueSamples ? g_queueSum / g_queueSamples : 0) << "\n";
    std::cout << "drops " << g_drops << "\n";
    Simulator::Destroy();
    return 0;
}
